import type { ObjectPurpose } from '@barteraid/events';
import { objectsMessages } from '@barteraid/events/messages/objects';
import type { MessageData } from '@barteraid/events/messages/catalogue';

/** What each purpose accepts. Avatars: web images. Documents: the spec's PDF, JPG, JPEG and PNG. */
export const allowedTypes: Record<ObjectPurpose, readonly string[]> = {
  avatar: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  'verification-document': ['application/pdf', 'image/jpeg', 'image/png'],
  'dispute-evidence': ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  // Stored as the WebP the server wrote from the member's JPEG, PNG or WebP (see photo.ts).
  'listing-photo': ['image/webp'],
};

export const typeMessages: Record<ObjectPurpose, MessageData> = {
  avatar: objectsMessages.message('avatarType'),
  'verification-document': objectsMessages.message('documentType'),
  'dispute-evidence': objectsMessages.message('evidenceType'),
  'listing-photo': objectsMessages.message('photoType'),
};

/** The declared type without parameters, lower-case, with the common `image/jpg` alias folded in. */
export function normalizeContentType(header: string | undefined): string {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type the bytes' magic number says they are, or null when it is none we accept. */
export function sniffContentType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Why these bytes may not be stored under this purpose and declared type, or null when they may. */
export function contentProblem(purpose: ObjectPurpose, declaredType: string, bytes: Uint8Array): MessageData | null {
  if (!allowedTypes[purpose].includes(declaredType)) return typeMessages[purpose];
  if (sniffContentType(bytes) !== declaredType) {
    return objectsMessages.message('invalidContents', { contentType: declaredType });
  }
  return null;
}
