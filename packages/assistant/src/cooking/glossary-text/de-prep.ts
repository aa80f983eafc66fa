/** The glossary's preparation and mixing techniques in German (glossary-prep.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const DE_PREP: GlossaryTexts = {
  fold: {
    name: 'unterheben',
    forms: ['unterheben', 'unterhebt', 'untergehoben', 'vorsichtig unterheben'],
    meaning:
      'Eine leichte, luftige Masse (Schlagsahne, Eischnee) mit einer schwereren verbinden, ohne die Luft herauszuschlagen.',
    watchFor:
      'Keine Schlieren mehr, und die Masse bleibt luftig. Aufhören, sobald sie verbunden ist.',
    tip: 'Mit einem Teigschaber durch die Mitte stechen, am Boden entlang heben und die Schüssel jedes Mal eine Vierteldrehung weiterdrehen.',
    pro: 'Ein Drittel opfern, um die Basis zu lockern, dann den Rest mit wenigen Zügen unterheben.',
  },
  whisk: {
    name: 'verquirlen',
    forms: ['verquirlen', 'verquirlt', 'verruhren', 'verruhrt', 'schneebesen'],
    meaning:
      'Schnell mit dem Schneebesen oder einer Gabel schlagen, um glatt zu verbinden oder Luft einzuarbeiten.',
    watchFor: 'Eine gleichmäßige Farbe ohne Eigelbschlieren und ohne Mehlklümpchen.',
    tip: 'Stell die Schüssel auf ein feuchtes Tuch, damit sie sich beim Schlagen nicht dreht.',
    pro: 'Erst die trockenen Klümpchen zerdrücken; aus dem Handgelenk schlagen.',
  },
  whip: {
    name: 'steif schlagen',
    forms: ['steif schlagen', 'steifschlagen', 'aufschlagen', 'schlagen', 'geschlagen', 'eischnee'],
    meaning: 'Sahne oder Eiweiß schnell schlagen, bis sie Luft halten und zu Spitzen fest werden.',
    watchFor:
      'Weiche Spitzen, die umkippen, oder feste Spitzen, die stehen. Dort aufhören, sonst wird Sahne körnig.',
    tip: 'Eine kalte Schüssel hilft bei Sahne; für Eiweiß muss die Schüssel blitzsauber sein, ohne eine Spur Eigelb.',
    pro: 'Fettfreie Schüssel für Eiweiß; Sahne bei weichen Spitzen stoppen, wenn sie untergehoben wird.',
  },
  knead: {
    name: 'kneten',
    forms: ['kneten', 'knete', 'geknetet', 'durchkneten'],
    meaning:
      'Den Teig immer wieder drücken, falten und drehen, damit sich Gluten bildet und das Brot Form hält und aufgeht.',
    watchFor:
      'Der Teig wird von klebrig und zottelig zu glatt und elastisch; eingedrückt federt er langsam zurück.',
    tip: 'Mit dem Handballen wegdrücken, zurückfalten, eine Vierteldrehung und wiederholen. Sparsam mit zusätzlichem Mehl.',
    pro: 'Fenstertest: ein Stück dünn ausziehen; reißt es sofort, weiterkneten.',
  },
  proof: {
    name: 'gehen lassen',
    forms: ['gehen lassen', 'aufgehen', 'verdoppelt', 'verdoppeln'],
    meaning:
      'Hefeteig an einem warmen Ort ruhen lassen, damit er vor dem Backen aufgeht. Hefe anstellen heißt prüfen, ob sie in lauwarmem Wasser schäumt.',
    watchFor:
      'Der Teig hat sich etwa verdoppelt, und eine Delle mit bemehltem Finger füllt sich langsam. Hefe sollte in 10 Minuten schäumen.',
    tip: 'Ein ausgeschalteter Ofen mit eingeschaltetem Licht ist ein guter Platz; die Schüssel abdecken, damit der Teig nicht austrocknet.',
    pro: 'Nach dem Fingertest gehen, nicht nach der Uhr: Federt er langsam zurück, ist er fertig.',
  },
  rest: {
    name: 'ruhen lassen',
    forms: ['ruhen lassen', 'ruhen', 'ruhezeit', 'rasten lassen'],
    meaning:
      'Das Essen eine Weile in Ruhe lassen: Fleisch, damit sich der Saft setzt, Teig, damit das Mehl die Flüssigkeit aufnimmt und sich entspannt.',
    watchFor:
      'Fleisch gart beim Ruhen noch ein paar Grad nach: locker abdecken, etwa 5 Minuten für ein Steak, länger für einen Braten.',
    tip: 'Plane die Ruhezeit mit ein: Sie gehört zum Garen und ist keine Pause.',
    pro: 'Mit Nachgaren rechnen; Fleisch ein paar Grad früher herausnehmen.',
  },
  julienne: {
    name: 'in Julienne schneiden',
    forms: ['julienne', 'in streifen', 'feine streifen', 'stifte', 'in stifte'],
    meaning: 'In dünne Stifte schneiden, etwa 3 mm dick und 5 cm lang.',
    watchFor: 'Gleich große Stifte, damit alle gleich schnell garen.',
    tip: 'Das Gemüse gerade zuschneiden, dünne Scheiben schneiden, ein paar stapeln und in Stifte schneiden.',
    pro: 'Gerade zuschneiden, 3-mm-Scheiben, stapeln und schneiden; mit dem Hobel geht es schneller.',
  },
  dice: {
    name: 'würfeln',
    forms: ['wurfeln', 'gewurfelt', 'in wurfel', 'wurfel', 'feine wurfel'],
    meaning: 'In gleichmäßige Würfel schneiden: klein etwa 5 mm, mittel etwa 1 cm, groß etwa 2 cm.',
    watchFor: 'Stücke ähnlicher Größe, damit keine verbrennen, während andere roh bleiben.',
    tip: 'Erst eine flache Seite schneiden, damit es ruhig auf dem Brett liegt, dann in Scheiben, stapeln und quer schneiden.',
    pro: 'Gleicher Schnitt, gleiches Garen; bei Zwiebeln den Wurzelansatz dranlassen, damit die Schichten halten.',
  },
  mince: {
    name: 'fein hacken',
    forms: ['fein hacken', 'fein gehackt', 'sehr fein', 'fein schneiden'],
    meaning:
      'Sehr fein hacken, in winzige Stückchen, damit sich der Geschmack im Gericht verteilt.',
    watchFor:
      'Gleichmäßige, fast pastenartige Stückchen. Gehackter Knoblauch verbrennt in heißem Fett in Sekunden.',
    tip: 'Das Messer über dem Häufchen wiegen, die andere Hand flach auf der Klinge, zusammenschieben und wiederholen.',
    pro: 'Eine Prise Salz auf dem Brett macht Knoblauch zur Paste.',
  },
  chop: {
    name: 'hacken',
    forms: ['hacken', 'gehackt', 'grob hacken', 'grob gehackt', 'klein schneiden', 'zerkleinern'],
    meaning: 'In grobe, mundgerechte Stücke schneiden; sie müssen nicht perfekt sein.',
    watchFor: 'Stücke ungefähr gleicher Größe, damit sie zusammen garen.',
    tip: 'Lass die Messerspitze auf dem Brett und wiege die Klinge, statt sie anzuheben und zu hacken.',
    pro: 'Ungefähr gleich reicht; die Präzision für Würfel aufheben.',
  },
  zest: {
    name: 'Schale abreiben',
    forms: ['abreiben', 'abgerieben', 'abrieb', 'schale abreiben', 'zesten'],
    meaning:
      'Nur die farbige äußere Schale von Zitrusfrüchten abreiben, wo die duftenden Öle sitzen.',
    watchFor: 'Nur die farbige Schicht darf ab: Das Weiße darunter ist bitter.',
    tip: 'Reib die Frucht ab, bevor du sie schneidest oder auspresst; ganz ist es viel leichter.',
    pro: 'Feine Reibe, leichter Druck, direkt über der Schüssel, um die Öle aufzufangen.',
  },
  emulsify: {
    name: 'emulgieren',
    forms: ['emulgieren', 'emulgiert', 'emulsion', 'aufmontieren'],
    meaning:
      'Zwei Flüssigkeiten, die sich sonst nicht verbinden, wie Öl und Essig, zu einer glatten, cremigen Mischung schlagen.',
    watchFor:
      'Eine dicke, glänzende Konsistenz. Ölige Schlieren, die sich absetzen, heißen: Sie ist geronnen.',
    tip: 'Das Öl anfangs tropfenweise unter kräftigem Schlagen zugeben; ein Löffel Senf hilft beim Binden.',
    pro: 'Dünner Strahl; eine geronnene tropfenweise in ein frisches Eigelb retten.',
  },
  cream: {
    name: 'schaumig schlagen',
    forms: ['schaumig schlagen', 'schaumig ruhren', 'schaumig', 'cremig ruhren', 'cremig schlagen'],
    meaning:
      'Weiche Butter und Zucker schlagen, bis sie hell und fluffig sind, und so Luft einschließen, die Kuchen und Kekse aufgehen lässt.',
    watchFor: 'Die Masse wird deutlich heller und fluffiger: 3 bis 5 Minuten mit dem Rührgerät.',
    tip: 'Nimm weiche, zimmerwarme Butter: Sie gibt auf Druck nach, ist aber nicht fettig oder geschmolzen.',
    pro: 'Butter bei etwa 18 °C; das Aufschlagen ist dein Triebmittel, nicht hetzen.',
  },
  'rub-in': {
    name: 'verreiben',
    forms: ['verreiben', 'verrieben', 'zu krumeln', 'krumelig', 'streusel'],
    meaning:
      'Kalte Butter mit den Fingerspitzen mit Mehl verreiben, bis es wie Semmelbrösel aussieht, für Mürbeteig, Scones und Streusel.',
    watchFor: 'Feine Krümel ohne große Butterstücke. Aufhören, bevor es zur Paste wird.',
    tip: 'Kalte Butter nehmen und die Mischung beim Reiben anheben und zurückfallen lassen, damit sie kühl bleibt.',
    pro: 'Nur Fingerspitzen, kalte Hände; ein paar erbsengroße Stücke machen den Teig blättriger.',
  },
  sift: {
    name: 'sieben',
    forms: ['sieben', 'gesiebt', 'durchsieben', 'sieb'],
    meaning:
      'Mehl oder ein Pulver durch ein Sieb schütteln, um Klümpchen aufzulösen und Luft hineinzubringen.',
    watchFor: 'Ein lockerer, gleichmäßiger Haufen, keine Klümpchen im Sieb.',
    tip: 'Klopf mit der Hand an den Siebrand, statt das Mehl durchzudrücken.',
    pro: 'Triebmittel mit dem Mehl sieben, damit sie sich gleichmäßig verteilen.',
  },
  marinate: {
    name: 'marinieren',
    forms: ['marinieren', 'mariniert', 'marinade', 'einlegen'],
    meaning: 'Essen in einer gewürzten Flüssigkeit ziehen lassen, damit es Geschmack annimmt.',
    watchFor:
      'Die Zeit: Saure Marinaden wirken schnell, und Fisch braucht nur 15 bis 30 Minuten, bevor er matschig wird.',
    tip: 'Im Kühlschrank marinieren, und Marinade, die rohes Fleisch berührt hat, wegwerfen, außer du kochst sie auf.',
    pro: 'Salz macht die meiste Arbeit; Säure nur kurz.',
  },
  'season-to-taste': {
    name: 'abschmecken',
    forms: ['abschmecken', 'abgeschmeckt', 'nach geschmack', 'wurzen', 'salzen und pfeffern'],
    meaning:
      'Probieren und nach und nach Salz (und Pfeffer oder einen Spritzer Zitrone) zugeben, bis es dir schmeckt.',
    watchFor: 'Lebendige statt flache Aromen. Schmeckt es fade, fehlt meistens Salz.',
    tip: 'Eine Prise zugeben, umrühren, kurz warten und wieder probieren: Nachwürzen geht immer, herausnehmen nie.',
    pro: 'In Schichten würzen; zum Schluss Säure wie Salz.',
  },
  'al-dente': {
    name: 'al dente',
    forms: ['al dente', 'bissfest'],
    meaning:
      'Gegart, bis es weich, aber beim Hineinbeißen noch etwas fest ist; meist von Nudeln gesagt.',
    watchFor:
      'Ein winziger weißer Punkt in der Mitte beim Hineinbeißen. 2 Minuten vor der Packungszeit anfangen zu probieren.',
    tip: 'Heb vor dem Abgießen eine Tasse Nudelwasser auf: Seine Stärke hilft der Soße zu haften.',
    pro: 'Eine Minute früher abgießen und in der Soße mit Nudelwasser fertig garen.',
  },
};
