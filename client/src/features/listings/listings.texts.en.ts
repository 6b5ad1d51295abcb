/** Posting and editing a listing, and its owner's and an admin's actions on it. */
export const listings = {
  new: {
    title: 'Post a Listing',
    intro: 'Offer what you can spare or ask for what you need. Listings appear on the marketplace right away.',
    submit: 'Post Listing',
    busy: 'Posting…',
    posted: 'Listing Posted',
    postedDescription: 'Your listing is now live on the marketplace.',
  },
  edit: {
    title: 'Edit listing',
    submit: 'Save changes',
    busy: 'Saving…',
    updated: 'Listing Updated',
    updatedDescription: 'Your changes are saved.',
  },
  form: {
    fixFields: 'Please fix the highlighted fields.',
    failed: 'Something went wrong. Please try again.',
    iWant: 'I want to…',
    offer: 'Offer something',
    need: 'Ask for something',
    title: 'Title',
    titleHint: 'What is it, in a few words? For example: Portable generator, 3500W',
    description: 'Description',
    descriptionHint: 'Condition, quantity, when and where to pick up or meet.',
    category: 'Category',
    chooseCategory: 'Choose a category',
    needCategory: 'Please choose a category.',
    credits: 'Credits',
    creditsHint: '1 credit = $1. Use 0 for free.',
    location: 'Location',
    locationHint: 'City, State',
    urgent: 'Urgent: this is needed (or must go) within a day or two',
    cancel: 'Cancel',
  },
  owner: {
    title: 'Your listing',
    active: 'Active: members can find and contact you.',
    inactive: 'Inactive: hidden from the marketplace.',
    edit: 'Edit',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    updated: 'Listing Updated',
    error: 'Error',
    failed: 'Failed to update the listing',
  },
  admin: {
    title: 'Admin',
    reason: 'Reason for deactivating',
    deactivate: 'Deactivate listing',
    deactivated: 'Listing Deactivated',
    deactivatedDescription: 'The owner will see your reason.',
    failed: 'Failed to deactivate the listing',
  },
};

declare module '../../i18n/types' {
  interface PageTexts {
    listings: typeof listings;
  }
}
