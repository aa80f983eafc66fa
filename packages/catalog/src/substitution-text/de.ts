/** The reference's 22 swaps in German (swap-text.ts). */
import type { SwapTexts } from './swap-text';

export const GERMAN_SWAPS: SwapTexts = {
  'Butter|Coconut oil': {
    substitute: 'Kokosöl',
    ratio: '1 zu 1',
    notes:
      'Nimm es fest, wo Butter schaumig geschlagen oder mit Mehl verrieben wird, und geschmolzen, wo Butter geschmolzen wird. Raffiniertes Kokosöl schmeckt nach nichts, natives nach Kokos.',
  },
  'Butter|Olive oil': {
    substitute: 'Olivenöl',
    ratio: '3/4 Tasse pro Tasse',
    notes:
      'Am besten zum Braten, Rösten, für Muffins und Rührkuchen. Flüssiges Öl lässt sich nicht schaumig schlagen, also bleib bei Blätterteig und knusprigen Keksen bei Butter.',
  },
  'Milk|Almond milk': {
    substitute: 'Mandelmilch',
    ratio: '1 zu 1',
    notes:
      'Für Herzhaftes ungesüßt und ohne Aroma nehmen. Dünner und eiweißärmer als Milch, daher bräunt Gebäck etwas weniger.',
  },
  'Milk|Oat milk': {
    substitute: 'Hafermilch',
    ratio: '1 zu 1',
    notes:
      'Cremig und leicht süß: kommt der Milch für Soßen, Pudding und Kaffee am nächsten. Nur zertifizierte Hafermilch ist glutenfrei.',
  },
  'Egg|Flax egg': {
    substitute: 'Leinsamen-Ei',
    ratio: '1 EL gemahlene Leinsamen und 3 EL Wasser pro Ei',
    notes:
      'Verrühren und 5 Minuten quellen lassen. Bindet Muffins, Kekse und Pfannkuchen; ersetzt keine Eier, die einen Kuchen aufgehen lassen, also höchstens für zwei Eier.',
  },
  'Egg|Chia egg': {
    substitute: 'Chia-Ei',
    ratio: '1 EL Chiasamen und 3 EL Wasser pro Ei',
    notes:
      '10 Minuten gelieren lassen. Die Samen vorher mahlen, wenn du keine dunklen Punkte in hellem Gebäck willst.',
  },
  'Egg|Applesauce': {
    substitute: 'Apfelmus',
    ratio: '1/4 Tasse ungesüßtes Apfelmus pro Ei',
    notes:
      'Macht Kuchen, Brownies und Muffins saftig, aber nicht locker; gib pro ersetztem Ei 1/2 TL Backpulver dazu, dann wird die Krume leichter.',
  },
  'Egg|Banana': {
    substitute: 'Banane',
    ratio: '1/4 Tasse zerdrückte reife Banane (etwa eine halbe) pro Ei',
    notes:
      'Bindet und süßt, und man schmeckt die Banane: gut in Pfannkuchen, Muffins und Bananenbrot, weniger in Vanillekuchen.',
  },
  'Flour|Almond flour': {
    substitute: 'Mandelmehl',
    ratio: '1 zu 1 nach Volumen, plus ein Ei extra zum Binden',
    notes:
      'Ohne Gluten geht es nicht auf wie Weizen: gut für Kekse, dichte Kuchen und Panaden, nicht für Hefebrot. Bräunt schnell, also 15 °C (25 °F) kühler backen.',
  },
  'Flour|Coconut flour': {
    substitute: 'Kokosmehl',
    ratio: '1/4 Tasse pro Tasse',
    notes:
      'Saugt Flüssigkeit auf wie ein Schwamm: pro 1/4 Tasse ein Ei und einen Schuss Flüssigkeit mehr dazugeben und den Teig 5 Minuten ruhen lassen.',
  },
  'Flour|Oat flour': {
    substitute: 'Hafermehl',
    ratio: '1 1/3 Tassen pro Tasse (1 zu 1 nach Gewicht)',
    notes:
      'Haferflocken fein mixen, schon ist es selbst gemacht. Zart in Pfannkuchen, Muffins und Keksen; für Gäste mit Zöliakie zertifiziert glutenfreien Hafer nehmen.',
  },
  'Sugar|Honey': {
    substitute: 'Honig',
    ratio: '3/4 Tasse pro Tasse',
    notes:
      'Die übrigen Flüssigkeiten um 1/4 Tasse pro Tasse Honig verringern und 15 °C (25 °F) kühler backen, da Honig schnell bräunt. Nicht vegan.',
  },
  'Sugar|Maple syrup': {
    substitute: 'Ahornsirup',
    ratio: '3/4 Tasse pro Tasse',
    notes:
      'Die übrigen Flüssigkeiten um 3 EL pro Tasse Sirup verringern. Echten Ahornsirup nehmen, keinen Pancake-Sirup; sein Geschmack passt zu Hafer, Nüssen und Gewürzen.',
  },
  'Sugar|Coconut sugar': {
    substitute: 'Kokosblütenzucker',
    ratio: '1 zu 1',
    notes:
      'Ersetzt weißen oder braunen Zucker direkt. Schmeckt nach Karamell und macht Gebäck dunkler und etwas trockener.',
  },
  'Chicken|Tofu': {
    substitute: 'Tofu',
    ratio: '1 zu 1 nach Gewicht (extrafest, gepresst)',
    notes:
      '20 Minuten pressen, dann würfeln oder zerzupfen und marinieren. Goldbraun braten oder rösten, bevor die Soße dazukommt; er muss nur heiß werden, nicht durchgaren.',
  },
  'Ground beef|Lentils': {
    substitute: 'Linsen',
    ratio: '2 1/2 Tassen gekochte Linsen pro Pfund (450 g)',
    notes:
      'Braune oder grüne Linsen behalten ihre Form in Bolognese, Tacos, Chili und Hirtenauflauf. Tomatenmark oder Sojasoße geben Umami.',
  },
  'Heavy cream|Coconut cream': {
    substitute: 'Kokoscreme',
    ratio: '1 zu 1',
    notes:
      'Vollfette Kokoscreme aus der Dose nehmen. Über Nacht gekühlt lässt sie sich schlagen, und sie schmeckt nach Kokos, was zu Currys, Suppen und Desserts passt.',
  },
  'Sour cream|Cashew cream': {
    substitute: 'Cashewcreme',
    ratio: '1 zu 1',
    notes:
      '1 Tasse rohe Cashewkerne 4 Stunden einweichen (oder 10 Minuten köcheln), dann mit 1/2 Tasse Wasser, 1 EL Zitronensaft und einer Prise Salz pürieren.',
  },
  'Buttermilk|Milk with lemon juice': {
    substitute: 'Milch mit Zitronensaft',
    ratio: '1 EL Zitronensaft (oder weißer Essig), mit Milch auf 1 Tasse aufgefüllt',
    notes:
      '5 bis 10 Minuten stehen lassen, bis sie leicht gerinnt. Passt überall, wo Buttermilch mit Natron reagiert: Pfannkuchen, Scones, Sodabrot.',
  },
  'Pasta|Zucchini noodles': {
    substitute: 'Zucchininudeln',
    ratio: '1 mittelgroße Zucchini pro 2 oz (55 g) trockene Nudeln',
    notes:
      'Nur 1 bis 2 Minuten in einer heißen Pfanne schwenken, oder vorher salzen und abtropfen lassen; zu lange gegart werden sie wässrig und verdünnen die Soße.',
  },
  'Rice|Cauliflower rice': {
    substitute: 'Blumenkohlreis',
    ratio: '1 zu 1 nach gegartem Volumen',
    notes:
      'Die Röschen im Mixer stoßweise zu reiskorngroßen Stücken zerkleinern und etwa 5 Minuten pfannenrühren. Nicht kochen: Er wird matschig.',
  },
  'Soy sauce|Tamari': {
    substitute: 'Tamari',
    ratio: '1 zu 1',
    notes:
      'Mit wenig oder ohne Weizen gebraut; prüf, ob auf dem Etikett glutenfrei steht. Etwas kräftiger und weniger salzig als Sojasoße.',
  },
};
