import type { ListingCategory } from '@barteraid/events';

/**
 * The marketplace's everyday words in English and in Spanish. Each line is one meaning: a search
 * word that is one of its words (or their plural) also searches for all the others, each stemmed
 * in its own language, so "agua" finds "water", "comida" "hot meals" and "babysitting"
 * "childcare"; a line with a category also finds that category's listings ("food", "transporte").
 * Words are written with their accents; search folds them. Several words in one entry make a
 * phrase ("cuidado de niños"), matched when typed in that order.
 */
interface Meaning {
  category?: ListingCategory;
  english: string[];
  spanish: string[];
}

const m = (english: string, spanish: string, category?: ListingCategory): Meaning => ({
  category,
  english: english.split(',').map((word) => word.trim()),
  spanish: spanish.split(',').map((word) => word.trim()),
});

const meanings: Meaning[] = [
  // Every category's core words.
  m('food, meal, groceries, nutrition', 'comida, alimento, víveres, despensa', 'food-water'),
  m('water, drinking water', 'agua, agua potable', 'food-water'),
  m('shelter, housing, lodging, place to stay', 'refugio, albergue, vivienda, alojamiento, hospedaje', 'shelter-housing'),
  m('transportation, transport, ride', 'transporte, aventón, raite, traslado', 'transportation'),
  m('medicine, medication, medical, health, healthcare', 'medicina, medicamento, médico, salud', 'medical-health'),
  m('clothing, clothes, apparel', 'ropa, vestimenta', 'clothing'),
  m('tools, tool, equipment', 'herramienta, equipo', 'tools-equipment'),
  m('services, service', 'servicio', 'services'),
  m('electronics, electronic, device', 'electrónica, electrónico, aparato', 'electronics'),
  // The everyday nouns of listings.
  m('childcare, child care, babysitting, babysitter, daycare, day care', 'cuidado de niños, cuidado infantil, guardería, niñera'),
  m('child, children, kid, kids', 'niño, niña, hijo, hija'),
  m('baby, infant', 'bebé'),
  m('formula, baby formula', 'fórmula, leche de fórmula'),
  m('bottle', 'botella'),
  m('drink, beverage', 'bebida'),
  m('family, families', 'familia'),
  m('kitchen, cooking', 'cocina'),
  m('beans', 'frijoles, habichuelas'),
  m('rice', 'arroz'),
  m('bread', 'pan'),
  m('sandwich', 'sándwich, emparedado'),
  m('fruit', 'fruta'),
  m('vegetable, vegetables', 'verdura, vegetal'),
  m('soup', 'sopa'),
  m('canned food, canned goods', 'enlatados, comida enlatada'),
  m('chicken', 'pollo'),
  m('corn', 'maíz, elote'),
  m('plate', 'plato'),
  m('filter', 'filtro'),
  m('tablet, tablets, pills', 'pastilla, tableta'),
  m('stove', 'estufa'),
  m('fuel, gas, gasoline', 'gasolina, combustible'),
  m('box, boxes, case', 'caja'),
  m('house, home', 'casa, hogar'),
  m('room, bedroom', 'cuarto, habitación, recámara, dormitorio'),
  m('bed', 'cama'),
  m('cot', 'catre'),
  m('bathroom', 'baño'),
  m('blanket', 'cobija, manta, frazada'),
  m('tarp', 'lona'),
  m('roof', 'techo'),
  m('ladder', 'escalera'),
  m('rain', 'lluvia'),
  m('trailer', 'remolque, tráiler'),
  m('tent', 'tienda de campaña, casa de campaña'),
  m('power, electricity', 'electricidad, luz, corriente'),
  m('outlet', 'enchufe, toma de corriente'),
  m('generator', 'generador, planta de luz'),
  m('extension cord', 'extensión'),
  m('battery', 'batería, pila'),
  m('car, vehicle', 'carro, coche, auto, vehículo'),
  m('van, minivan', 'camioneta'),
  m('bicycle, bike', 'bicicleta'),
  m('car seat', 'silla de auto, asiento para niños'),
  m('hospital', 'hospital'),
  m('clinic', 'clínica'),
  m('appointment', 'cita'),
  m('doctor', 'doctor, médica'),
  m('nurse', 'enfermera, enfermero'),
  m('insulin', 'insulina'),
  m('cooler', 'hielera, nevera portátil'),
  m('fridge, refrigerator', 'refrigerador, nevera'),
  m('first aid', 'primeros auxilios, botiquín'),
  m('bandage', 'venda, vendaje'),
  m('blood pressure', 'presión arterial'),
  m('wheelchair', 'silla de ruedas'),
  m('senior, seniors, elderly', 'anciano, adulto mayor, persona mayor'),
  m('gloves', 'guantes'),
  m('boots', 'botas'),
  m('shoes, sneakers', 'zapatos, tenis'),
  m('jacket, raincoat', 'chaqueta, chamarra, impermeable'),
  m('coat', 'abrigo'),
  m('sweater', 'suéter'),
  m('shirt, t-shirt', 'camisa, camiseta'),
  m('pants, jeans', 'pantalones'),
  m('socks', 'calcetines'),
  m('underwear', 'ropa interior'),
  m('chainsaw', 'motosierra'),
  m('tree', 'árbol'),
  m('vacuum', 'aspiradora'),
  m('dehumidifier', 'deshumidificador'),
  m('pump', 'bomba'),
  m('drill', 'taladro'),
  m('sandbags', 'sacos de arena'),
  m('repair, repairs', 'reparación, arreglo'),
  m('drywall', 'tablaroca'),
  m('mold', 'moho'),
  m('cleanup, cleaning', 'limpieza'),
  m('volunteer', 'voluntario'),
  m('flood', 'inundación'),
  m('storm, hurricane', 'tormenta, huracán'),
  m('insurance', 'seguro'),
  m('forms, form', 'formulario'),
  m('electrician', 'electricista'),
  m('plumber, plumbing', 'plomero, plomería'),
  m('interpreter, translator', 'intérprete, traductor'),
  m('phone', 'teléfono, celular'),
  m('charger, charging', 'cargador'),
  m('solar panel', 'panel solar'),
  m('laptop, computer', 'computadora, laptop, portátil'),
  m('radio', 'radio'),
  m('flashlight', 'linterna'),
  m('school', 'escuela'),
  m('school supplies', 'útiles escolares'),
  m('backpack', 'mochila'),
  m('notebook', 'cuaderno'),
  m('pencil', 'lápiz'),
  m('class, classes, tutoring', 'clase, tutoría'),
  m('dog', 'perro'),
  m('cat', 'gato'),
  m('pet, pets', 'mascota'),
  m('storage', 'almacenamiento, bodega'),
  m('furniture', 'muebles'),
  m('photo, photos', 'foto, fotografía'),
  m('diapers', 'pañales'),
];

/** Folded as the search box folds words: lower case, no accents, words joined by one space. */
export const foldWords = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');

/** A word's singular forms, as English and Spanish make plurals ("boxes", "luces", "families"). */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ces')) forms.push(`${word.slice(0, -3)}z`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/** Every folded word and phrase of the vocabulary, with the meanings it has. */
const byForm = new Map<string, Meaning[]>();
for (const meaning of meanings) {
  for (const form of [...meaning.english, ...meaning.spanish].map(foldWords)) {
    const known = byForm.get(form) ?? [];
    if (!known.includes(meaning)) byForm.set(form, [...known, meaning]);
  }
}

/** The longest phrase of the vocabulary, in words. */
export const LONGEST_PHRASE = Math.max(...[...byForm.keys()].map((form) => form.split(' ').length));

/** The vocabulary's words and phrases (folded), the typo correction's candidates beside members' words. */
export const vocabularyForms = [...byForm.keys()];

/** A word the vocabulary's other words stand for, stemmed in its own language, or a category's lexeme. */
export interface Synonym {
  text: string;
  config: 'english' | 'spanish' | 'lexeme';
}

/** The lexeme a listing's category adds to its search vector (listings migration 0220). */
export const categoryLexeme = (category: ListingCategory) => `category_${category.replace(/-/g, '_')}`;

/**
 * What a folded word or phrase of the search means beyond itself: the other words of each of its
 * meanings and their categories. Empty for a word the vocabulary does not know. The last word may
 * be plural ("comidas", "niños" in "cuidado de niños" is a plural already).
 */
export function synonymsOf(folded: string): Synonym[] {
  const words = folded.split(' ');
  const last = words.pop()!;
  const found = new Set<Meaning>();
  for (const form of singulars(last)) {
    for (const meaning of byForm.get([...words, form].join(' ')) ?? []) found.add(meaning);
  }
  return [...found].flatMap((meaning) => [
    ...meaning.english.map((text): Synonym => ({ text: foldWords(text), config: 'english' })),
    ...meaning.spanish.map((text): Synonym => ({ text: foldWords(text), config: 'spanish' })),
    ...(meaning.category ? [{ text: categoryLexeme(meaning.category), config: 'lexeme' as const }] : []),
  ]);
}
