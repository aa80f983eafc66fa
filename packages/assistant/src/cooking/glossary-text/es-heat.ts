/** The glossary's heat techniques in Spanish (glossary-heat.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const ES_HEAT: GlossaryTexts = {
  saute: {
    name: 'saltear',
    forms: [
      'saltear',
      'saltea',
      'salteado',
      'salteada',
      'salteando',
      'sofreir',
      'sofrie',
      'sofrito',
    ],
    meaning:
      'Cocinar rápido con poca grasa a fuego medio-alto, moviendo a menudo para que se dore sin cocerse en su jugo.',
    watchFor:
      'Un chisporroteo constante y bordes ligeramente dorados. Si silba y suelta vapor, la sartén está llena o no está bastante caliente.',
    tip: 'Calienta la sartén antes que el aceite, y el aceite antes que la comida: debe brillar, no humear.',
    pro: 'No llenes la sartén; trabaja por tandas para que se forme fondo y no vapor.',
  },
  sear: {
    name: 'marcar',
    forms: ['marcar', 'marca', 'marcado', 'marcada', 'sellar', 'sella', 'sellado', 'sellada'],
    meaning: 'Dorar bien la superficie de la carne o el pescado a fuego fuerte, por sabor y color.',
    watchFor:
      'Una costra de un marrón profundo. La pieza se suelta sola de la sartén cuando está lista para darle la vuelta.',
    tip: 'Seca bien la pieza y no la toques: si la mueves antes de tiempo, la costra se rompe.',
    pro: 'Superficie seca, sartén muy caliente, sal justo antes; deja que se suelte sola.',
  },
  brown: {
    name: 'dorar',
    forms: ['dorar', 'dora', 'dorado', 'dorada', 'dorados', 'dorando'],
    meaning:
      'Cocinar hasta que la superficie se dore, lo que da sabor. La carne picada se desmenuza y se cocina hasta que no quede nada rosa.',
    watchFor:
      'Nada rosa y trocitos dorados y crujientes. Retira la grasa si se acumula en la sartén.',
    tip: 'Extiéndela y espera un minuto o dos antes de remover, para que se dore en vez de cocerse al vapor.',
    pro: 'Una sola capa, sin tocar hasta que haga costra, y luego desmenuzar.',
  },
  deglaze: {
    name: 'desglasar',
    forms: ['desglasar', 'desglasa', 'desglasado', 'desglasando'],
    meaning:
      'Verter un líquido (vino, caldo o agua) en la sartén caliente y raspar los trocitos dorados pegados al fondo: tienen mucho sabor.',
    watchFor: 'Los trocitos pegados se disuelven en el líquido, y huele a vino que se evapora.',
    tip: 'Usa una cuchara de madera y apártate: el líquido echa mucho vapor en cuanto toca la sartén.',
    pro: 'Reduce el líquido a la mitad antes de seguir, o sabrá a crudo.',
  },
  simmer: {
    name: 'cocer a fuego lento',
    forms: [
      'fuego lento',
      'a fuego suave',
      'hervir suavemente',
      'cocer a fuego lento',
      'chup chup',
    ],
    meaning:
      'Cocer un líquido justo por debajo del hervor, de modo que solo suban burbujas pequeñas.',
    watchFor:
      'Burbujas pequeñas y perezosas en la superficie, no un hervor fuerte. Baja el fuego si empieza a agitarse.',
    tip: 'Llévalo primero a ebullición y luego baja el fuego hasta que se calme.',
    pro: 'Mantén un hervor apenas visible; uno fuerte enturbia el caldo y endurece la carne.',
  },
  boil: {
    name: 'hervir',
    forms: ['hervir', 'hierve', 'hervido', 'hervida', 'hirviendo', 'ebullicion'],
    meaning:
      'Calentar un líquido hasta que burbujas grandes revienten por toda la superficie sin parar.',
    watchFor:
      'Un hervor fuerte que no se detiene al remover. Sala el agua de la pasta cuando hierva.',
    tip: 'Con tapa el agua hierve antes; quítala antes de que se desborde.',
    pro: 'Sala bien el agua y mantén el hervor fuerte después de echar la comida.',
  },
  blanch: {
    name: 'escaldar',
    forms: ['escaldar', 'escalda', 'escaldado', 'escaldada', 'blanquear', 'blanqueado'],
    meaning:
      'Cocer brevemente en agua hirviendo y pasar a agua con hielo para cortar la cocción al momento.',
    watchFor:
      'El color se vuelve intenso, normalmente en 1 a 3 minutos. Sácalo antes de que se apague.',
    tip: 'Ten el cuenco de agua con hielo listo antes de echar nada a la olla.',
    pro: 'Agua muy salada, tandas pequeñas para no cortar el hervor, directo al baño de hielo.',
  },
  braise: {
    name: 'brasear',
    forms: [
      'brasear',
      'brasea',
      'braseado',
      'braseada',
      'estofar',
      'estofado',
      'guisar',
      'guisado',
    ],
    meaning:
      'Dorar primero y luego cocer despacio, parcialmente cubierto de líquido, en una olla tapada hasta que esté tierno.',
    watchFor:
      'El líquido apenas burbujea y la carne cede al tenedor. Añade líquido si baja demasiado.',
    tip: 'Despacio y a fuego bajo: si sigue dura, le falta tiempo, no fuego.',
    pro: 'Un borboteo mínimo, tapa entreabierta si la salsa debe reducir; está cuando está tierno, no por el reloj.',
  },
  poach: {
    name: 'escalfar',
    forms: ['escalfar', 'escalfa', 'escalfado', 'escalfada', 'pochar', 'pochado'],
    meaning:
      'Cocer suavemente dentro de un líquido que apenas se mueve, muy por debajo del hervor.',
    watchFor:
      'El líquido solo tiembla, con alguna burbuja de vez en cuando: unos 70 a 80 °C (160 a 180 °F).',
    tip: 'Para los huevos, casca cada uno primero en una taza y deslízalo con cuidado.',
    pro: 'Que tiemble, nunca que burbujee; sazona el líquido, es tu única oportunidad.',
  },
  roast: {
    name: 'asar',
    forms: ['asar', 'asado', 'asada', 'asados', 'hornear', 'al horno'],
    meaning:
      'Cocinar en el horno caliente, sin tapar, para que el exterior se dore y quede crujiente.',
    watchFor: 'Bordes dorados y caramelizados. Dale la vuelta a mitad para que se dore parejo.',
    tip: 'Deja espacio entre los trozos en la bandeja; amontonados se cuecen al vapor y se ablandan.',
    pro: 'Horno fuerte, una capa, superficies secas; deja reposar la carne después.',
  },
  steam: {
    name: 'cocer al vapor',
    forms: ['al vapor', 'cocer al vapor', 'vaporera'],
    meaning:
      'Cocinar sobre agua que hierve suavemente, no dentro de ella, con tapa para guardar el vapor.',
    watchFor: 'Un color vivo y un cuchillo que entra con un poco de resistencia.',
    tip: 'Deja el agua por debajo de la cesta y comprueba de vez en cuando que no se ha evaporado.',
    pro: 'Hervor vivo y tapa puesta; cada vez que miras pierdes tiempo.',
  },
  'stir-fry': {
    name: 'saltear al wok',
    forms: ['wok', 'saltear al wok', 'salteado al wok'],
    meaning:
      'Cocinar trozos pequeños y parejos muy rápido en un wok o sartén muy caliente con poco aceite, removiendo sin parar.',
    watchFor:
      'Todo chisporrotea todo el rato. Si el chisporroteo se para, la sartén está sobrecargada: cocina por tandas.',
    tip: 'Corta y mide todo antes de empezar: va demasiado rápido para picar sobre la marcha.',
    pro: 'Wok humeante, tandas pequeñas, aromáticos al final para que no se quemen.',
  },
  fry: {
    name: 'freír',
    forms: ['freir', 'frie', 'frito', 'frita', 'fritos', 'friendo', 'fritura'],
    meaning:
      'Cocinar en grasa caliente: una capa fina para freír en sartén, o suficiente para cubrir para freír en abundante aceite.',
    watchFor:
      'La grasa brilla antes de echar la comida; luego un chisporroteo parejo y un color dorado.',
    tip: 'Echa la comida en la grasa hacia fuera, lejos de ti, y nunca dejes el aceite caliente solo.',
    pro: 'Mantén 175 a 180 °C para freír en abundante aceite; fríe por tandas para que no baje.',
  },
  caramelise: {
    name: 'caramelizar',
    forms: ['caramelizar', 'carameliza', 'caramelizado', 'caramelizada', 'caramelizadas'],
    meaning:
      'Cocinar despacio hasta que los azúcares se doren y endulcen: la cebolla tarda 30 minutos o más, el azúcar se funde en un almíbar ámbar.',
    watchFor:
      'Un color dorado oscuro y parejo. Un olor amargo a quemado significa que se ha pasado.',
    tip: 'Fuego medio-bajo y remover cada pocos minutos; añade un chorrito de agua si se pega.',
    pro: 'Fuego bajo y paciencia; suelta el fondo con un chorrito de agua según se oscurece.',
  },
  reduce: {
    name: 'reducir',
    forms: ['reducir', 'reduce', 'reducido', 'reducida', 'reduccion'],
    meaning: 'Cocer un líquido sin tapa para que el agua se evapore y espese y concentre el sabor.',
    watchFor:
      'El nivel baja y la salsa cubre el dorso de una cuchara: un dedo deja una línea limpia.',
    tip: 'En una sartén ancha reduce antes. Sala al final, porque el sabor se concentra.',
    pro: 'Reduce antes de sazonar; para cuando la cuchara marque una línea limpia.',
  },
  baste: {
    name: 'regar',
    forms: ['regar', 'riega', 'rociar', 'rocia', 'napar', 'banar'],
    meaning:
      'Echar con una cuchara grasa caliente o jugo de la cocción sobre la comida mientras se cocina, para que quede jugosa y se dore.',
    watchFor:
      'La superficie brillante y dorándose pareja. Inclina la sartén para que la grasa se junte.',
    tip: 'En el horno, riega rápido: cada vez que abres la puerta se escapa el calor.',
    pro: 'Sartén inclinada, mantequilla espumosa con aromáticos, regar sin parar al final.',
  },
  melt: {
    name: 'derretir',
    forms: [
      'derretir',
      'derrite',
      'derretido',
      'derretida',
      'fundir',
      'funde',
      'fundido',
      'fundida',
    ],
    meaning: 'Calentar con suavidad una grasa sólida, o chocolate, hasta que se vuelva líquida.',
    watchFor:
      'La mantequilla hace espuma suave. Si huele a avellana y se oscurece, se está tostando: apártala del fuego.',
    tip: 'Fuego bajo, y retírala cuando queden algunos grumos; el calor acaba el trabajo.',
    pro: 'Fuego bajo; el chocolate al baño maría, sin una gota de agua cerca.',
  },
  bloom: {
    name: 'despertar las especias',
    forms: [
      'hasta que huela',
      'hasta que este fragante',
      'fragante',
      'hidratar la gelatina',
      'activar la levadura',
    ],
    meaning:
      'Despertar el sabor: freír las especias un momento en grasa caliente, o remojar la gelatina o la levadura en líquido antes de usarla.',
    watchFor:
      'Las especias huelen en 30 a 60 segundos. Para antes de que se oscurezcan o huelan fuerte.',
    tip: 'Ten a mano el siguiente ingrediente: las especias pasan de aromáticas a quemadas en segundos.',
    pro: 'Treinta a sesenta segundos en la grasa, luego líquido para cortar.',
  },
  temper: {
    name: 'templar',
    forms: ['templar', 'templa', 'templado', 'templada'],
    meaning:
      'Calentar poco a poco algo delicado, como batir un poco de líquido caliente con los huevos para que no cuajen.',
    watchFor:
      'La mezcla de huevo se calienta sin grumos. Si empieza a cortarse, bate más fuerte y vierte más despacio.',
    tip: 'Vierte el líquido caliente en un hilo mientras bates sin parar.',
    pro: 'Lo caliente sobre lo frío en un hilo batiendo, y luego todo de vuelta a la olla.',
  },
};
