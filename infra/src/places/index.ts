export { zipPlace, placeName, ZIP_FORMAT, type ZipPlace } from './zip-codes';
export { locationError } from './errors';
export { zipTimeZone, memberTimeZone, utcOffsetMinutesIn, startOfDayIn } from './time-zones';
