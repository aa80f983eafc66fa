/** The glossary's heat techniques in German (glossary-heat.ts); forms fold "ß" to "ss". */
import type { GlossaryTexts } from './glossary-text-types';

export const DE_HEAT: GlossaryTexts = {
  saute: {
    name: 'sautieren',
    forms: [
      'sautieren',
      'sautiere',
      'sautiert',
      'anbraten',
      'anschwitzen',
      'andunsten',
      'schwenken',
    ],
    meaning:
      'Schnell in wenig Fett bei mittlerer bis hoher Hitze garen und dabei oft bewegen, damit es bräunt statt zu schmoren.',
    watchFor:
      'Ein gleichmäßiges Brutzeln und leicht goldene Ränder. Zischt und dampft es, ist die Pfanne zu voll oder nicht heiß genug.',
    tip: 'Erst die Pfanne erhitzen, dann das Öl, dann das Essen: Das Öl soll schimmern, nicht rauchen.',
    pro: 'Pfanne nicht überladen; in Portionen arbeiten, damit Röststoffe statt Dampf entstehen.',
  },
  sear: {
    name: 'scharf anbraten',
    forms: ['scharf anbraten', 'scharf angebraten', 'kurz anbraten', 'krosse kruste'],
    meaning:
      'Die Oberfläche von Fleisch oder Fisch bei starker Hitze kräftig bräunen, für Geschmack und Farbe.',
    watchFor:
      'Eine tiefbraune Kruste. Das Stück löst sich von selbst von der Pfanne, wenn es zum Wenden bereit ist.',
    tip: 'Trockne das Stück ab und lass es in Ruhe: Zu frühes Bewegen reißt die Kruste auf.',
    pro: 'Trockene Oberfläche, sehr heiße Pfanne, kurz vorher salzen; von selbst lösen lassen.',
  },
  brown: {
    name: 'bräunen',
    forms: ['braunen', 'braun anbraten', 'krumelig anbraten', 'goldbraun'],
    meaning:
      'Garen, bis die Oberfläche braun wird, das gibt Geschmack. Hackfleisch wird dabei zerkleinert und gebraten, bis nichts Rosa mehr zu sehen ist.',
    watchFor:
      'Kein Rosa mehr und braune, knusprige Stückchen. Fett abschöpfen, wenn es sich in der Pfanne sammelt.',
    tip: 'Breite es aus und warte ein, zwei Minuten mit dem Rühren, damit es bräunt statt zu dämpfen.',
    pro: 'Eine Schicht, nicht anfassen, bis es Kruste hat, dann zerkleinern.',
  },
  deglaze: {
    name: 'ablöschen',
    forms: ['abloschen', 'abgeloscht', 'loschen', 'deglacieren'],
    meaning:
      'Flüssigkeit (Wein, Brühe oder Wasser) in die heiße Pfanne gießen und den braunen Bratensatz vom Boden lösen: Er steckt voller Geschmack.',
    watchFor:
      'Der Bratensatz löst sich in der Flüssigkeit, und es riecht scharf nach verkochendem Wein.',
    tip: 'Nimm einen Holzlöffel und geh etwas zurück: Die Flüssigkeit dampft heftig, sobald sie die Pfanne berührt.',
    pro: 'Die Flüssigkeit etwa um die Hälfte einkochen, sonst schmeckt sie roh.',
  },
  simmer: {
    name: 'köcheln',
    forms: ['kocheln', 'kochelt', 'kochelnd', 'sieden', 'simmern', 'leise kochen'],
    meaning: 'Eine Flüssigkeit knapp unter dem Kochen halten, sodass nur kleine Blasen aufsteigen.',
    watchFor:
      'Kleine, träge Blasen an der Oberfläche, kein sprudelndes Kochen. Hitze runter, wenn es aufwallt.',
    tip: 'Erst aufkochen lassen, dann die Hitze reduzieren, bis es sich beruhigt.',
    pro: 'Kaum sichtbar simmern lassen; starkes Kochen trübt Brühe und macht Fleisch zäh.',
  },
  boil: {
    name: 'kochen',
    forms: ['kochen', 'aufkochen', 'sprudelnd', 'kochendes wasser', 'sprudelnd kochen'],
    meaning: 'Eine Flüssigkeit erhitzen, bis überall große Blasen aufsteigen und nicht aufhören.',
    watchFor:
      'Sprudelndes Kochen, das beim Umrühren nicht aufhört. Nudelwasser salzen, sobald es kocht.',
    tip: 'Mit Deckel kocht das Wasser schneller; nimm ihn ab, bevor es überkocht.',
    pro: 'Wasser kräftig salzen und sprudelnd halten, nachdem das Essen drin ist.',
  },
  blanch: {
    name: 'blanchieren',
    forms: ['blanchieren', 'blanchiert', 'blanchiere'],
    meaning:
      'Kurz in kochendem Wasser garen und sofort in Eiswasser abschrecken, um das Garen zu stoppen.',
    watchFor:
      'Die Farbe wird kräftig, meist nach 1 bis 3 Minuten. Herausnehmen, bevor sie matt wird.',
    tip: 'Stell die Schüssel mit Eiswasser bereit, bevor irgendetwas in den Topf kommt.',
    pro: 'Kräftig gesalzenes Wasser, kleine Portionen, damit es weiterkocht, direkt ins Eisbad.',
  },
  braise: {
    name: 'schmoren',
    forms: ['schmoren', 'schmort', 'geschmort', 'schmorgericht'],
    meaning:
      'Erst anbraten, dann langsam, teilweise mit Flüssigkeit bedeckt, im geschlossenen Topf garen, bis es zart ist.',
    watchFor:
      'Die Flüssigkeit blubbert kaum und das Fleisch gibt unter der Gabel nach. Flüssigkeit nachgießen, wenn sie knapp wird.',
    tip: 'Langsam und sanft: Ist es noch zäh, braucht es mehr Zeit, nicht mehr Hitze.',
    pro: 'Kaum blubbernd, Deckel einen Spalt offen, wenn die Soße einkochen soll; fertig, wenn es zart ist, nicht nach Uhr.',
  },
  poach: {
    name: 'pochieren',
    forms: ['pochieren', 'pochiert', 'pochierte', 'gar ziehen', 'ziehen lassen'],
    meaning: 'Sanft in einer Flüssigkeit garen, die sich kaum bewegt, deutlich unter dem Kochen.',
    watchFor:
      'Die Flüssigkeit zittert nur, ab und zu eine Blase: etwa 70 bis 80 °C (160 bis 180 °F).',
    tip: 'Eier erst einzeln in eine Tasse schlagen und dann behutsam hineingleiten lassen.',
    pro: 'Zitternd, nie sprudelnd; die Flüssigkeit würzen, das ist deine einzige Chance.',
  },
  roast: {
    name: 'im Ofen rösten',
    forms: ['rosten', 'im ofen', 'braten im ofen', 'ofengeroestet', 'geroestet'],
    meaning: 'Im heißen Ofen ohne Abdeckung garen, damit es außen bräunt und knusprig wird.',
    watchFor:
      'Goldene, karamellisierte Ränder. Nach der Hälfte der Zeit wenden, damit alles gleichmäßig Farbe nimmt.',
    tip: 'Lass Platz zwischen den Stücken auf dem Blech; eng liegend dämpfen sie und werden weich.',
    pro: 'Heißer Ofen, eine Schicht, trockene Oberflächen; Fleisch danach ruhen lassen.',
  },
  steam: {
    name: 'dämpfen',
    forms: ['dampfen', 'gedampft', 'dampfgaren', 'im dampf'],
    meaning: 'Über köchelndem Wasser garen, nicht darin, mit Deckel, damit der Dampf bleibt.',
    watchFor: 'Eine leuchtende Farbe und ein Messer, das mit etwas Widerstand hineingeht.',
    tip: 'Halte das Wasser unter dem Einsatz und prüf ab und zu, dass es nicht verkocht ist.',
    pro: 'Lebhaft köcheln, Deckel drauf; jedes Nachsehen kostet Zeit.',
  },
  'stir-fry': {
    name: 'im Wok pfannenrühren',
    forms: ['wok', 'im wok', 'pfannenruhren', 'unter ruhren braten'],
    meaning:
      'Kleine, gleichmäßige Stücke sehr schnell in einem sehr heißen Wok oder einer Pfanne mit wenig Öl garen und dabei ständig wenden.',
    watchFor:
      'Alles brutzelt die ganze Zeit. Hört das Brutzeln auf, ist die Pfanne überladen: in Portionen garen.',
    tip: 'Schneide und miss alles ab, bevor du anfängst: Es geht zu schnell, um nebenbei zu schnippeln.',
    pro: 'Rauchender Wok, kleine Portionen, Aromaten zuletzt, damit sie nicht verbrennen.',
  },
  fry: {
    name: 'braten und frittieren',
    forms: ['braten', 'frittieren', 'frittiert', 'ausbacken', 'gebraten', 'in fett'],
    meaning:
      'In heißem Fett garen: eine dünne Schicht zum Braten in der Pfanne, so viel, dass es bedeckt ist, zum Frittieren.',
    watchFor:
      'Das Fett schimmert, bevor das Essen hineinkommt, dann ein gleichmäßiges Brutzeln und eine goldene Farbe.',
    tip: 'Das Essen vom Körper weg ins Fett legen, und heißes Öl nie allein lassen.',
    pro: 'Beim Frittieren 175 bis 180 °C halten; in Portionen, damit die Temperatur nicht fällt.',
  },
  caramelise: {
    name: 'karamellisieren',
    forms: ['karamellisieren', 'karamellisiert', 'karamellisierte', 'karamelisieren'],
    meaning:
      'Langsam garen, bis natürlicher Zucker braun und süß wird: Zwiebeln brauchen 30 Minuten oder mehr, Zucker schmilzt zu bernsteinfarbenem Sirup.',
    watchFor:
      'Ein gleichmäßiges, tiefes Goldbraun. Ein bitterer, verbrannter Geruch heißt: zu weit.',
    tip: 'Mittlere bis niedrige Hitze und alle paar Minuten rühren; einen Schuss Wasser dazu, wenn es ansetzt.',
    pro: 'Wenig Hitze und Geduld; den Ansatz mit einem Schuss Wasser lösen, wenn es dunkler wird.',
  },
  reduce: {
    name: 'einkochen',
    forms: ['einkochen', 'eingekocht', 'reduzieren', 'reduziert', 'reduktion'],
    meaning:
      'Eine Flüssigkeit offen köcheln, damit Wasser verdampft und sie eindickt und kräftiger wird.',
    watchFor:
      'Der Pegel sinkt und die Soße überzieht einen Löffelrücken: Ein Finger hinterlässt eine saubere Linie.',
    tip: 'In einer breiten Pfanne geht es schneller. Erst am Ende salzen, weil der Geschmack sich konzentriert.',
    pro: 'Erst einkochen, dann würzen; aufhören, wenn der Löffel eine saubere Linie hält.',
  },
  baste: {
    name: 'arrosieren',
    forms: ['arrosieren', 'begiessen', 'ubergiessen', 'mit bratensaft begiessen'],
    meaning:
      'Heißes Fett oder Bratensaft während des Garens mit dem Löffel über das Essen gießen, damit es saftig bleibt und bräunt.',
    watchFor:
      'Die Oberfläche glänzt und bräunt gleichmäßig. Die Pfanne kippen, damit sich das Fett sammelt.',
    tip: 'Im Ofen schnell arbeiten: Bei jedem Öffnen der Tür entweicht Hitze.',
    pro: 'Pfanne kippen, schäumende Butter mit Aromaten, am Ende ständig übergießen.',
  },
  melt: {
    name: 'schmelzen',
    forms: ['schmelzen', 'geschmolzen', 'zerlassen', 'zerlassene', 'schmelze'],
    meaning: 'Ein festes Fett oder Schokolade sanft erwärmen, bis es flüssig ist.',
    watchFor:
      'Butter schäumt leise. Riecht sie nussig und wird braun, bräunt sie: vom Herd nehmen.',
    tip: 'Niedrige Hitze, und vom Herd nehmen, solange noch ein paar Stücke da sind; die Wärme erledigt den Rest.',
    pro: 'Wenig Hitze; Schokolade über kaum köchelndem Wasser, kein Wasser in der Nähe.',
  },
  bloom: {
    name: 'Gewürze anrösten',
    forms: ['anrosten', 'bis es duftet', 'duftend', 'gelatine einweichen', 'hefe aktivieren'],
    meaning:
      'Geschmack wecken: Gewürze kurz in heißem Fett anrösten, oder Gelatine oder Hefe vor dem Gebrauch in Flüssigkeit einweichen.',
    watchFor:
      'Die Gewürze duften nach 30 bis 60 Sekunden. Aufhören, bevor sie dunkel werden oder scharf riechen.',
    tip: 'Halte die nächste Zutat bereit: Gewürze gehen in Sekunden von duftend zu verbrannt.',
    pro: 'Dreißig bis sechzig Sekunden im Fett, dann Flüssigkeit dazu, um zu stoppen.',
  },
  temper: {
    name: 'temperieren',
    forms: ['temperieren', 'temperiert', 'angleichen'],
    meaning:
      'Etwas Empfindliches langsam erwärmen, etwa ein wenig heiße Flüssigkeit in Eier rühren, damit sie nicht stocken.',
    watchFor:
      'Die Eimischung wird warm, ohne Klümpchen. Gerinnt sie, kräftiger rühren und langsamer gießen.',
    tip: 'Die heiße Flüssigkeit in dünnem Strahl zugießen und dabei ständig rühren.',
    pro: 'Heiß in dünnem Strahl zu kalt, dabei rühren, dann alles zurück in den Topf.',
  },
};
