/** The reference's 22 swaps in Spanish (swap-text.ts). */
import type { SwapTexts } from './swap-text';

export const SPANISH_SWAPS: SwapTexts = {
  'Butter|Coconut oil': {
    substitute: 'aceite de coco',
    ratio: '1 a 1',
    notes:
      'Úsalo sólido donde la mantequilla se bate o se frota con la harina, y derretido donde se derrite. El aceite de coco refinado no sabe a nada; el virgen sabe a coco.',
  },
  'Butter|Olive oil': {
    substitute: 'aceite de oliva',
    ratio: '3/4 de taza por cada taza',
    notes:
      'Ideal para saltear, asar, magdalenas y panes rápidos. El aceite líquido no se puede batir con el azúcar, así que deja la mantequilla para el hojaldre y las galletas crujientes.',
  },
  'Milk|Almond milk': {
    substitute: 'leche de almendras',
    ratio: '1 a 1',
    notes:
      'Elígela sin azúcar ni sabores para platos salados. Es más ligera y tiene menos proteína que la leche, así que los horneados se doran un poco menos.',
  },
  'Milk|Oat milk': {
    substitute: 'leche de avena',
    ratio: '1 a 1',
    notes:
      'Cremosa y algo dulce: la bebida vegetal más parecida a la leche para salsas, natillas y café. Solo la certificada es sin gluten.',
  },
  'Egg|Flax egg': {
    substitute: 'huevo de lino',
    ratio: '1 cucharada de linaza molida y 3 cucharadas de agua por huevo',
    notes:
      'Remueve y deja reposar 5 minutos para que espese. Liga magdalenas, galletas y tortitas; no sustituye a los huevos que hacen subir un bizcocho, así que úsalo para dos huevos como mucho.',
  },
  'Egg|Chia egg': {
    substitute: 'huevo de chía',
    ratio: '1 cucharada de semillas de chía y 3 cucharadas de agua por huevo',
    notes:
      'Deja reposar 10 minutos hasta que gelifique. Muele antes las semillas si no quieres puntitos oscuros en masas claras.',
  },
  'Egg|Applesauce': {
    substitute: 'compota de manzana',
    ratio: '1/4 de taza de compota de manzana sin azúcar por huevo',
    notes:
      'Da humedad a bizcochos, brownies y magdalenas, pero no los hace subir; añade 1/2 cucharadita de levadura química por huevo sustituido para una miga más ligera.',
  },
  'Egg|Banana': {
    substitute: 'plátano',
    ratio: '1/4 de taza de plátano maduro machacado (medio plátano) por huevo',
    notes:
      'Liga y endulza, y el sabor a plátano se nota: va bien en tortitas, magdalenas y pan de plátano, peor en bizcochos de vainilla.',
  },
  'Flour|Almond flour': {
    substitute: 'harina de almendra',
    ratio: '1 a 1 en volumen, más un huevo extra para ligar',
    notes:
      'Sin gluten no sube como el trigo: sirve para galletas, bizcochos densos y rebozados, no para pan de levadura. Se dora rápido, así que hornea 15 °C (25 °F) más bajo.',
  },
  'Flour|Coconut flour': {
    substitute: 'harina de coco',
    ratio: '1/4 de taza por cada taza',
    notes:
      'Absorbe el líquido como una esponja: por cada 1/4 de taza añade un huevo más y un chorrito más de líquido, y deja reposar la masa 5 minutos.',
  },
  'Flour|Oat flour': {
    substitute: 'harina de avena',
    ratio: '1 taza y 1/3 por cada taza (1 a 1 en peso)',
    notes:
      'Tritura copos de avena hasta que queden finos y la tendrás hecha. Queda tierna en tortitas, magdalenas y galletas; usa avena certificada sin gluten para invitados celíacos.',
  },
  'Sugar|Honey': {
    substitute: 'miel',
    ratio: '3/4 de taza por cada taza',
    notes:
      'Reduce los demás líquidos 1/4 de taza por cada taza de miel y hornea 15 °C (25 °F) más bajo, porque la miel se dora rápido. No es vegana.',
  },
  'Sugar|Maple syrup': {
    substitute: 'sirope de arce',
    ratio: '3/4 de taza por cada taza',
    notes:
      'Reduce los demás líquidos 3 cucharadas por cada taza de sirope. Usa sirope de arce puro, no sirope para tortitas; su sabor va bien con avena, frutos secos y especias.',
  },
  'Sugar|Coconut sugar': {
    substitute: 'azúcar de coco',
    ratio: '1 a 1',
    notes:
      'Sustituye directamente al azúcar blanco o moreno. Sabe a caramelo y deja los horneados más oscuros y algo más secos.',
  },
  'Chicken|Tofu': {
    substitute: 'tofu',
    ratio: '1 a 1 en peso (extrafirme y prensado)',
    notes:
      'Prénsalo 20 minutos, luego córtalo en dados o desmenúzalo y marínalo. Fríelo o ásalo hasta que se dore antes de añadir la salsa; solo hay que calentarlo, no cocinarlo por dentro.',
  },
  'Ground beef|Lentils': {
    substitute: 'lentejas',
    ratio: '2 tazas y 1/2 de lentejas cocidas por cada libra (450 g)',
    notes:
      'Las lentejas pardinas o verdes mantienen la forma en boloñesa, tacos, chili y pastel de carne. Dales umami con concentrado de tomate o salsa de soja.',
  },
  'Heavy cream|Coconut cream': {
    substitute: 'crema de coco',
    ratio: '1 a 1',
    notes:
      'Usa crema de coco entera de lata. Se monta si pasa la noche en la nevera y sabe a coco, que va bien en curris, sopas y postres.',
  },
  'Sour cream|Cashew cream': {
    substitute: 'crema de anacardos',
    ratio: '1 a 1',
    notes:
      'Remoja 1 taza de anacardos crudos 4 horas (o cuécelos 10 minutos) y tritúralos con 1/2 taza de agua, 1 cucharada de zumo de limón y una pizca de sal.',
  },
  'Buttermilk|Milk with lemon juice': {
    substitute: 'leche con zumo de limón',
    ratio: '1 cucharada de zumo de limón (o vinagre blanco) y leche hasta completar 1 taza',
    notes:
      'Déjala reposar de 5 a 10 minutos hasta que se corte un poco. Funciona siempre que el suero de leche reaccione con el bicarbonato: tortitas, scones y pan de soda.',
  },
  'Pasta|Zucchini noodles': {
    substitute: 'espaguetis de calabacín',
    ratio: '1 calabacín mediano por cada 2 oz (55 g) de pasta seca',
    notes:
      'Saltéalos en una sartén caliente solo 1 o 2 minutos, o sálalos y escúrrelos antes; si se pasan, sueltan agua y aguan la salsa.',
  },
  'Rice|Cauliflower rice': {
    substitute: 'arroz de coliflor',
    ratio: '1 a 1 en volumen ya cocinado',
    notes:
      'Tritura los ramilletes a golpes en un robot hasta que parezcan granos de arroz y saltéalos unos 5 minutos. No lo hiervas: se deshace.',
  },
  'Soy sauce|Tamari': {
    substitute: 'tamari',
    ratio: '1 a 1',
    notes:
      'Se elabora con poco o nada de trigo; comprueba que la etiqueta diga sin gluten. Algo más intensa y menos salada que la salsa de soja.',
  },
};
