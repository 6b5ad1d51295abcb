export { zipPlace, placeName, ZIP_FORMAT, type ZipPlace } from './zip-codes';
export { locationError } from './errors';
