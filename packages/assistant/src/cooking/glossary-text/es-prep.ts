/** The glossary's preparation and mixing techniques in Spanish (glossary-prep.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const ES_PREP: GlossaryTexts = {
  fold: {
    name: 'incorporar con movimientos envolventes',
    forms: ['envolventes', 'movimientos envolventes', 'incorporar', 'incorpora', 'plegar'],
    meaning:
      'Mezclar una preparación ligera y aireada (nata montada, claras montadas) con otra más pesada sin que pierda el aire.',
    watchFor: 'Que no queden vetas y la mezcla siga ligera. Para en cuanto esté integrada.',
    tip: 'Con una espátula, corta por el centro, recorre el fondo y gira el bol un cuarto cada vez.',
    pro: 'Sacrifica un tercio para aligerar la base y envuelve el resto en pocos movimientos.',
  },
  whisk: {
    name: 'batir',
    forms: ['batir', 'bate', 'batido', 'batida', 'batiendo', 'varillas'],
    meaning: 'Batir rápido con varillas o un tenedor para mezclar sin grumos o para meter aire.',
    watchFor: 'Un color uniforme, sin vetas de yema ni grumos de harina.',
    tip: 'Pon el bol sobre un paño húmedo para que no gire mientras bates.',
    pro: 'Deshaz primero los grumos secos; bate desde la muñeca.',
  },
  whip: {
    name: 'montar',
    forms: ['montar', 'monta', 'montado', 'montada', 'montadas', 'punto de nieve'],
    meaning: 'Batir nata o claras deprisa hasta que atrapen aire y formen picos firmes.',
    watchFor:
      'Picos blandos que se doblan o picos firmes que se sostienen. Para ahí, o la nata se vuelve granulosa.',
    tip: 'Un bol frío ayuda con la nata; para las claras el bol debe estar impecable, sin rastro de yema.',
    pro: 'Bol sin grasa para las claras; deja la nata en picos blandos si se va a incorporar.',
  },
  knead: {
    name: 'amasar',
    forms: ['amasar', 'amasa', 'amasado', 'amasando'],
    meaning:
      'Empujar, doblar y girar la masa una y otra vez para desarrollar el gluten, para que el pan mantenga su forma y suba.',
    watchFor:
      'La masa pasa de pegajosa y áspera a lisa y elástica; al hundir un dedo, vuelve despacio.',
    tip: 'Empuja con el talón de la mano, dóblala, gira un cuarto y repite. No te pases con la harina.',
    pro: 'Prueba de la membrana: estira un trozo muy fino; si se rompe enseguida, sigue amasando.',
  },
  proof: {
    name: 'fermentar',
    forms: ['fermentar', 'fermenta', 'levar', 'leudar', 'reposar la masa', 'doble de volumen'],
    meaning:
      'Dejar reposar la masa con levadura en un sitio templado para que suba antes de hornear. Activar la levadura es comprobar que hace espuma en agua tibia.',
    watchFor:
      'La masa casi duplica su volumen, y un dedo enharinado deja un hueco que se rellena despacio. La levadura debe hacer espuma en 10 minutos.',
    tip: 'El horno apagado con la luz encendida es un buen sitio; tapa el bol para que la masa no se seque.',
    pro: 'Fíate del dedo, no del reloj: si vuelve despacio, está lista.',
  },
  rest: {
    name: 'reposar',
    forms: ['reposar', 'reposa', 'reposo', 'dejar reposar'],
    meaning:
      'Dejar la comida quieta un rato: la carne para que los jugos se asienten, la masa para que la harina absorba el líquido y se relaje.',
    watchFor:
      'La carne sigue subiendo unos grados mientras reposa: tápala sin apretar, unos 5 minutos un filete, más un asado.',
    tip: 'Cuenta también el reposo: forma parte de la cocción, no es una pausa.',
    pro: 'Cuenta con el calor residual; saca la carne unos grados antes.',
  },
  julienne: {
    name: 'juliana',
    forms: ['juliana', 'en juliana', 'bastoncitos'],
    meaning: 'Cortar en bastoncitos finos, de unos 3 mm de grosor y 5 cm de largo.',
    watchFor: 'Bastones del mismo tamaño, para que se cocinen a la vez.',
    tip: 'Cuadra la verdura, corta láminas finas, apila unas cuantas y córtalas en bastones.',
    pro: 'Cuadrar, láminas de 3 mm, apilar y cortar; con mandolina va más rápido.',
  },
  dice: {
    name: 'cortar en dados',
    forms: ['dados', 'en dados', 'cubitos', 'en cubos', 'brunoise'],
    meaning: 'Cortar en cubos iguales: pequeños de unos 5 mm, medianos de 1 cm, grandes de 2 cm.',
    watchFor:
      'Trozos de un tamaño parecido, para que ninguno se queme mientras otros siguen crudos.',
    tip: 'Corta primero una cara plana para que no se mueva en la tabla; luego lamina, apila y corta.',
    pro: 'Corte parejo, cocción pareja; deja la raíz de la cebolla para que aguante las capas.',
  },
  mince: {
    name: 'picar muy fino',
    forms: ['picar muy fino', 'muy picado', 'muy picada', 'picado fino', 'picada fina'],
    meaning: 'Picar muy fino, en trocitos diminutos, para que el sabor se reparta por el plato.',
    watchFor:
      'Trocitos parejos, casi una pasta. El ajo picado se quema en segundos en grasa caliente.',
    tip: 'Balancea el cuchillo sobre el montón con la otra mano plana sobre la hoja, junta y repite.',
    pro: 'Una pizca de sal en la tabla convierte el ajo en pasta.',
  },
  chop: {
    name: 'picar',
    forms: ['picar', 'pica', 'trocear', 'trocea', 'troceado', 'troceada'],
    meaning:
      'Cortar en trozos irregulares del tamaño de un bocado; no hace falta que sean perfectos.',
    watchFor: 'Trozos más o menos del mismo tamaño, para que se cocinen juntos.',
    tip: 'Deja la punta del cuchillo en la tabla y balancea la hoja, en vez de levantar y golpear.',
    pro: 'Más o menos parejo basta; guarda la precisión para los dados.',
  },
  zest: {
    name: 'rallar la piel',
    forms: ['ralladura', 'rallar la piel', 'piel rallada'],
    meaning: 'Rallar solo la piel de color de los cítricos, donde están los aceites aromáticos.',
    watchFor: 'Que solo salga la capa de color: la parte blanca de debajo amarga.',
    tip: 'Ralla la fruta antes de cortarla o exprimirla; entera es mucho más fácil.',
    pro: 'Rallador fino, presión ligera, justo encima del bol para recoger los aceites.',
  },
  emulsify: {
    name: 'emulsionar',
    forms: ['emulsionar', 'emulsiona', 'emulsion', 'emulsionado', 'emulsionada'],
    meaning:
      'Batir dos líquidos que normalmente no se mezclan, como aceite y vinagre, hasta una mezcla lisa y cremosa.',
    watchFor: 'Una textura espesa y brillante. Si aparecen vetas de aceite, se ha cortado.',
    tip: 'Añade el aceite gota a gota al principio, batiendo fuerte; una cucharada de mostaza ayuda a que ligue.',
    pro: 'Hilo muy fino; rescata una cortada gota a gota sobre una yema nueva.',
  },
  cream: {
    name: 'batir en pomada',
    forms: [
      'pomada',
      'batir en pomada',
      'blanquear',
      'cremoso',
      'cremosa',
      'esponjoso',
      'esponjosa',
    ],
    meaning:
      'Batir mantequilla blanda con azúcar hasta que blanquee y esté esponjosa, atrapando aire que hace subir bizcochos y galletas.',
    watchFor: 'La mezcla se aclara y se vuelve esponjosa: de 3 a 5 minutos con batidora.',
    tip: 'Usa mantequilla blanda a temperatura ambiente: cede al apretarla pero no está grasienta ni derretida.',
    pro: 'Mantequilla a unos 18 °C; el batido es tu gasificante, no lo apresures.',
  },
  'rub-in': {
    name: 'arenar',
    forms: ['arenar', 'arena', 'frotar con los dedos', 'migas', 'textura arenosa'],
    meaning:
      'Frotar mantequilla fría con la harina con la punta de los dedos hasta que parezca pan rallado, para masas quebradas, scones y crumble.',
    watchFor:
      'Migas finas sin trozos grandes de mantequilla. Para antes de que se vuelva una pasta.',
    tip: 'Usa mantequilla fría y levanta la mezcla mientras frotas, dejándola caer para que siga fría.',
    pro: 'Solo yemas de los dedos, manos frías; unos trocitos del tamaño de un guisante dan más hojaldre.',
  },
  sift: {
    name: 'tamizar',
    forms: ['tamizar', 'tamiza', 'tamizado', 'tamizada', 'cernir', 'cierne'],
    meaning: 'Pasar harina o un polvo por un colador para deshacer grumos y airearlo.',
    watchFor: 'Un montón ligero y parejo, sin grumos en el colador.',
    tip: 'Golpea el lateral del colador con la mano en lugar de apretar la harina.',
    pro: 'Tamiza los gasificantes con la harina para que se repartan bien.',
  },
  marinate: {
    name: 'marinar',
    forms: ['marinar', 'marina', 'marinado', 'marinada', 'adobar', 'adobo'],
    meaning: 'Dejar la comida en un líquido sazonado para que tome sabor.',
    watchFor:
      'El tiempo: las marinadas ácidas actúan rápido, y el pescado solo necesita de 15 a 30 minutos antes de ablandarse.',
    tip: 'Marina en la nevera, y tira la marinada que tocó carne cruda salvo que la hiervas.',
    pro: 'La sal hace casi todo el trabajo; el ácido, poco rato.',
  },
  'season-to-taste': {
    name: 'sazonar al gusto',
    forms: ['al gusto', 'sazonar', 'sazona', 'rectificar de sal', 'salpimentar'],
    meaning:
      'Probar la comida y añadir sal (y pimienta o un chorrito de limón) poco a poco hasta que te guste.',
    watchFor: 'Sabores vivos, no apagados. Si sabe soso, casi siempre le falta sal.',
    tip: 'Añade una pizca, remueve, espera un momento y prueba otra vez: siempre puedes añadir, nunca quitar.',
    pro: 'Sazona por capas; termina con un toque ácido además de la sal.',
  },
  'al-dente': {
    name: 'al dente',
    forms: ['al dente'],
    meaning:
      'Cocido hasta estar tierno pero aún algo firme al morder; se dice sobre todo de la pasta.',
    watchFor:
      'Un puntito blanco en el centro al morder un trozo. Empieza a probar 2 minutos antes del tiempo del paquete.',
    tip: 'Guarda una taza del agua de la pasta antes de escurrir: su almidón ayuda a que la salsa se pegue.',
    pro: 'Sácala un minuto antes y termínala en la salsa con agua de la pasta.',
  },
};
