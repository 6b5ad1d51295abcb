import { translate } from '../catalogue';
import { objectsMessages } from '../objects';

export const objectsMessagesEs = translate(objectsMessages, {
  invalidLink: 'Este enlace para subir archivos no sirve. Empiece a subir el archivo otra vez.',
  expired: 'Este enlace para subir archivos venció. Empiece a subir el archivo otra vez.',
  used: 'Este enlace para subir archivos ya se usó. Empiece a subir el archivo otra vez.',
  notYours: 'Este enlace para subir archivos es de otro miembro.',
  empty: 'El archivo está vacío. Elija otro archivo.',
  exists: 'Este archivo ya existe.',
  tooLarge: 'Archivo demasiado grande: elija un archivo de menos de 5 MB.',
  quotaFull: 'Llegó al límite de archivos: usó {used} de {quota} MB. Al cambiar su foto de perfil se libera la anterior; para tener más espacio, escriba a soporte.',
  quotaTooBig: 'Llegó al límite de archivos: usó {used} de {quota} MB y este archivo necesita {size} MB. Elija un archivo más pequeño o cambie su foto de perfil para liberar la anterior; para tener más espacio, escriba a soporte.',
  tooManyUploads: 'Demasiados archivos: puede empezar a subir {limit} archivos por hora. Intente de nuevo en {minutes} minutos.',
  tooManyUploadsMinute: 'Demasiados archivos: puede empezar a subir {limit} archivos por hora. Intente de nuevo en 1 minuto.',
  avatarType: 'Tipo de archivo no válido: elija una imagen (JPG, PNG, GIF, etc.)',
  documentType: 'Tipo de archivo no válido: suba un archivo PDF, JPG o PNG.',
  evidenceType: 'Tipo de archivo no válido: suba una foto (JPG, PNG, WebP) o un PDF.',
  invalidContents: 'Archivo no válido: el contenido del archivo no es un archivo {contentType} válido. Elija otro archivo.',
  photoType: 'Tipo de archivo no válido: la foto de un anuncio debe ser una imagen JPEG, PNG o WebP.',
  photoUnreadable: 'No se pudo leer esta foto: el archivo está dañado o incompleto. Elija otra foto.',
  photoTooManyPixels: 'Esta foto es demasiado grande para procesarla: elija una de menos de 40 megapíxeles.',
});
