/**
 * The words a brief is read by (brief.ts): who the visitor is, what sets the scene, what asks for
 * something, how things stand today, the tools a brief may name, and how its items are written. Word
 * lists in English and Spanish, compared with text folded to lowercase without accents (features.ts
 * `foldText`), except where a comment says the written case counts.
 */

import { company } from "#schema/site/company.ts";
import { fold, IDIOMAS, LANGUAGES as OTHER_LANGUAGES } from "./features";

/** Custom work that is large: an app, live data, video, syncing, recognition. */
export const LARGE_CUSTOM =
  /\b(apps?|real[- ]?time|live|stream\w*|videos?|sync\w*|offline|gps|track\w*|recogni[sz]\w*|platform|aplicacion(es)?|celular(es)?|en vivo|tiempo real|plataforma)\b/;

/** Custom work that is small: a button, a link, a page of prices or hours. */
export const SMALL_CUSTOM =
  /\b(menus?|price list|prices|hours|opening times|horarios?|horas|precios|sabores|button|link|badge|banner|field|checkbox|toggle|embed\w*|pop-?up|icon|tap-to-call|click-to-call|boton|enlace)\b/;

/** Regulated data (health records, card data held, student records) makes every part cost more to build and test. */
export const REGULATED = /\b(hipaa|pci|ehr|medical records|soc ?2|ferpa|expedientes? medicos?)\b/;

/** Words that tell nothing of what to build (both languages), for counting an item's content words. */
const FILLER = new Set(
  (
    "the and for our your their with from that this these those into about also then just very can could would " +
    "will should want need needs like some more most other any all each every one two new good easy simple " +
    "you yours they them their she him her its who what how when why which here there please hello thanks help " +
    "los las del para con que una uno unos unas por nuestra nuestro nuestros nuestras sus como mas muy todo todos " +
    "tambien queremos necesitamos quiero necesito puedan pueda poder cuando donde pero cada desde hasta entre sin sobre"
  ).split(" "),
);

export const contentWords = (folded: string) =>
  folded.split(/[^a-z0-9-]+/).filter((word) => word.length >= 3 && !FILLER.has(word));

/** Things to build that a short custom item may name ("a waitlist", "client galleries"). */
export const THING =
  /\b(library|archive|directory|section|menus?|price list|prices|hours|photos?|horarios?|precios|system|tool|app|portal|pages?|forms?|lists?|listings?|gallery|galleries|maps?|mapas?|calendar|tracker|tracking|calculator|quiz|feature|requests?|sign-?ups?|subscriptions?|memberships?|waitlist|wait list|log ?in|uploads?|alerts?|search|chat|streams?|streaming|videos?|photos?|schedule|sync\w*|import|export|reports?|locator|verification|gate|passes|sistema|herramienta|aplicacion|galeria|calendario|lista|solicitudes|suscripcion(es)?|membresias?|videos?|fotos?|buscador|calculadora)\b/;

/**
 * Who the visitor is or what it makes: the scene, whatever words it holds ("We're a member-owned co-op",
 * "Hago los planos…").
 */
export const IDENTITY =
  /^((we are|we're|i am|i'm|somos|soy) (a|an|the|one|un|una|el|la)\b|(soy|somos) [a-z]+|(we|i) (run|own|manage|operate|scout|import|build|repair|install|provide)\b|(hago|hacemos)\b|escribo del?\b)/;

/** A business and where it is: "Comic book shop in Tempe", "Drone mapping company in Chandler". */
export const BUSINESS =
  /\b(company|shop|studio|firm|practice|clinic|store|business|agency|club|school|center|centre|restaurant|bakery|salon|gym|farm|ranch|importer|dealer|contractor|nursery|gallery|museum|co-?op|lab|office|academy|auction|union|compania|empresa|negocio|tienda|taller|agencia|clinica|escuela|restaurante|despacho|consultorio|oficina|academia|laboratorio|gimnasio)\b[^,.;:]{0,40}\b(in|en|near|outside|covering|serving|across|throughout|cerca de)\b/;

/** "…, y que agende": "que" and a verb opening an item, after "queremos que", is a wish. */
export const QUE_WISH = /^((y|e) )?que [a-z]+/;

/** A decision to do something, which wishes for it: "Everyone agrees to start over", "Motion carried to have a new website built". */
const DECIDED = String.raw`(we|everyone|everybody|all|the (board|committee|council)) (\w+ )?(agree|agrees) to(?! (spend|pay|fund|give)\b)|motion (carried|passed|approved) to|(is|are|am) (pleased|happy|proud|delighted) to announce (a|an|the|our)`;

/** Words that ask for something: a custom item needs one of them (or a thing to build, or "online"). */
export const MODAL = new RegExp(
  String.raw`\b(should|can(?!['’]?t\b| not\b)|can(['’]?t| ?not) (change|break|go down|crash|be (changed|broken|down|lost|moved))|could|must|shall|needs?|(?<!\bif (you|they|he|she) )wants?|would like|(we|i)'d (also )?(like|love)|(to )?be able|${DECIDED}|ha(ve|s) to|(?<!\bno )tienen? que(?! ver\b)|hay que(?! (ir|viajar|manejar|venir|esperar|trasladarse|hacer fila|andar|estar)\b)|debe|deben|puedan?|pueda|quiero|queremos|necesito|necesitamos|que (el|la|los|las|se|me|les?) (?!(fue|fueron|salio|salieron|despidio|iba|iban)\b))\b`,
);

/**
 * Words that make a sentence a wish of the visitor's (brief.ts, the brief's first wish): MODAL's, but
 * "want" only with its own test, "can" only before a request, and no "que" clause.
 */
export const SENTENCE_WISH = new RegExp(
  String.raw`\b(should|must|needs?|would like|(we|i)'d (also )?(like|love|want)|(to )?be able|${DECIDED}|ha(ve|s) to(?! (drive|travel|commute|wait|come in)\b)|tienen? que(?! (ir|viajar|manejar|venir|esperar|trasladarse)\b)|(?<!\b(si|cuando|siempre)\b[^.;]*)hay que(?! (ir|viajar|manejar|venir|esperar|trasladarse|hacer fila|andar|estar)\b)|debe|deben|puedan?|pueda|quiero|queremos|necesito|necesitamos|quisieramos|(nos|me) gustaria|(we|i) have in mind|(tenemos|tengo) en mente)\b`,
);

/**
 * A cap, which is a rule to build however it is told (folded): "Each class is capped at 40 gates",
 * "un máximo de 8", "15 people at most".
 */
export const CAP =
  /\b(capped at|limited to|no more than|never more than|at most|maximo de|un maximo de) \d|\b\d+ ([a-z]+ ){1,3}(at most|max|maximum|tops|como maximo|maximo)\b|\b\d+ (seats|spots|places|lugares|cupos) (each|per \w+|a \w+|por \w+)\b/;

/** A sentence saying it is time for a site, which wishes for it (folded): "Time for a real site", "Ya es hora de…". */
export const TIME_FOR =
  /^\s*(it'?s |it is )?(high )?time for (a|an|our) (new |real |proper )?(web ?site|site)\b|^\s*(ya )?es hora de (tener|hacer) (una |un |la |nuestra )?(\w+ )?(pagina|sitio|tienda)\b/;

/** An item that only sets the scene, unless it asks for a feature. */
export const SCENE = [
  /^(we are|we're|i am|i'm|we run|i run|we own|i own|we have been|we've been|this is|somos|soy|tenemos (un|una)|tengo (un|una))\b/,
  /^(our|my|nuestr[oa]s?|mis?) (\S+ ){0,5}(is|are|was|were|has(?! to)|have(?! to)|had(?! to)|es|son|era|tiene|tienen)\b/,
  /^(currently|right now|today|thanks|thank you|hello|hi|busy|open|closed|mostly|usually|actualmente|hoy|gracias|hola)\b/,
  /^(the|el|la|los|las) (?!(new|nueva|nuevo) )(\S+ ){0,5}(is|are|was|were|es|son|era|eran|esta|estan)\b|^(the|el|la|los|las) (?!(new|nueva|nuevo|site|website|app|pagina|sitio)\b)(\S+ ){0,4}(uses|usa|usan)\b/,
  /^(it|this|that|they|there|he|she|everyone|everybody|nobody|todos|nadie)( is| are| was| were| has(?! to)| have(?! to)| had(?! to)| love| like| says?| tiene| tienen| usa| usan|'s|'re)\b/,
  /^(tiene|tienen|esta|estan|usa|usan|lleva|llevan)\b(?! que)/,
  /^((for |in |at )?(every|each) (\w+ ){0,2}\w+|the rest of the year|most of the year|in (the )?(summer|winter|spring|fall)|on weekends),? (we|i) (?!(want|need|would|should|must|can|could|will|hope|plan|like|love|wish)\b)[a-z]+s?\b/,
  /^((our|my|the|your|nuestro|mi|el|su) )?(total )?(budget|presupuesto)\b|^(under|below|up to|no more than|less than|max(imum)?|around|about|menos de|hasta|maximo|como) \$\s?[\d,]+( (total|tops|max))?$|\b(has|have|got|tenemos|tengo|hay)( about| around| only| just| maybe| como| unos)? \$\s?\d|\b(can|could) (spend|afford|pay)( about| around| only| up to)? \$\s?\d|\$\s?[\d,]+ (is|es) (what|all|about all|lo que|todo lo que)\b|\b(a |the )?(grant|donation|sponsor)s? (covers?|pays?|funds?)\b|\b(approved|budgeted|allocated|awarded|aprobo|asigno)( about| around| up to)? \$\s?\d|\b(deadline|asap|as soon as possible|by (spring|summer|fall|autumn|winter|next \w+)|lo antes posible)\b/,
  /^(our|my|your|nuestr[oa]s?|mis?|sus?) (\S+ ){0,3}(sells?|makes?|serves?|offers?|runs?|does|speaks?|keeps?|uses?|lives?|sits?|works?|comes?|hablan|vende|ofrece\w*)\b/,
  /^(we|i|you) (also |mostly |still )?(sell|make|serve|offer|run|do|have|own|manage|roast|bake|grow|teach|work|started|opened|rent|repair|install|build|fix|use|clean|drill|host|ship|deliver|cook|train)\b/,
  /^(la mayoria|most of|many of|muchos de|tenemos|tengo)\b/,
  /^(muchas|muchos|varias|varios|many|most|some|algunas|algunos) (\S+ ){0,2}(vienen|viven|llegan|trabajan|son|come|live|are|work|drive|travel)\b/,
  // what others come to do: "los vecinos vienen a buscar gente para mudanzas"
  /^((los|las|el|la) )?(\S+ ){0,2}(vienen|viene|llegan|llega) a [a-z]+(ar|er|ir)\b/,
];

/**
 * What the visitor does, told as it is ("le vendemos a salones", "grabamos mucha banda", "casi todo lo
 * vendemos en el mostrador", "doy terapia en español"): a verb in "-amos/-emos/-imos", or a common one
 * in the first person, opening the item. Tested on the item as written: after "que" the same ending
 * is a wish ("que les mandemos un texto").
 */
export const WE_DO =
  /^((y|e|tambien|ademas|pero|casi|todo|ya|siempre|nomas|solo|ahorita|hoy|cada \w+|este \w+|esta \w+|todos los \w+|todas las \w+|a (los|las|la|el|mis|nuestr[oa]s) \w+) )*((le|les|lo|la|los|las|nos|se|me) )?((?!(tenemos que|podemos|vamos|quisieramos|esperamos|queremos|necesitamos|buscamos|solicitamos|estamos (pidiendo|solicitando))\b)[a-z]+(amos|emos|imos)|doy|uso|hago|tengo|vendo|atiendo|manejo|llevo|ofrezco|recibo|mando|preparo|reparo|instalo|limpio|enseno|cocino|horneo|saco|pinto|corto|lavo|arreglo|cuido|trabajo con|trabajo en)\b/;

/**
 * The brief's opening words telling what the visitor does ("We clean kitchen exhaust hoods for 350
 * restaurants"): "we" or "I" and a verb that is no wish. Only at the opening: later, "we sell gift cards"
 * may describe what the site should do.
 */
export const WE_DO_OPENING =
  /^(we|i)( also| mostly| currently| now| just)? (?!(want|need|would|should|must|can|could|will|hope|plan|are|am|like|love|wish|expect|require|have to|got to|also)\b)[a-z]+s?\b|^(he|she)( also| mostly| now| just)? (builds|makes|runs|owns|sells|repairs|fixes|grows|raises|teaches|leads|plays|writes|installs|takes)\b/;

/** What visitors write before the request itself. */
/** What the visitor asks the studio to bring, in Spanish ("tráenos una página"; not "danos chance"). */
const BRING_US = String.raw`tr[aá]enos|tr[aá]iganos|(d[eé]nos|d[aá]nos)(?! (chance|tiempo|un tiempo|oportunidad))|reg[aá]lanos`;

/**
 * What opens an item that comes when the rest is done ("y al terminar, su certificado", "After that, a
 * written plan"): a lead-in, and the comma after it joins the item (readBrief).
 */
const THEN_OPENERS = "(y )?al (terminar|acabar|finalizar)|at the end(?! of)|afterwards|after that|when they finish";
export const THEN_OPENER_COMMA = new RegExp(`\\b(${THEN_OPENERS}),\\s*`, "gi");

/** A sentence's "Oh," or "Ah," before what it adds ("Oh, and assembly videos"): the word goes, the addition stays. */
export const OH_AND = /(^|[.!?]\s+)(oh|ah|oops),\s+(?=(and|also|plus|y|tambien|también)\b)/gi;

/** Words saying the ask is small, leading in to it: "Not much!", "Nothing fancy, just a page…". */
export const NOTHING_MUCH =
  "not much|nothing (fancy|big|complicated|elaborate|special)|nada (del otro mundo|complicado|elegante|especial|fuera de lo com[uú]n)|no mucho|poca cosa";

export const LEAD_IN = new RegExp(
  String.raw`^((the|our) ([\w'-]+ ){0,4}(is|are) (pleased|happy|proud|delighted) to announce |and|also|plus|then|with|that(?!['’]s)|which|where|so that|so|as[ií] que|por eso|as well as|and also|but|pero|y|e|lo que (necesitamos|queremos|necesito|quiero|buscamos|pedimos|pido|quisiera|quisieramos|quisiéramos)( es)?|what (we|i) do (want|need) is|tambi[eé]n|adem[aá]s|con|que|para que|donde|it (also )?(needs|should have|must have|has to have)|needs|should have|must have|(debe|tiene que) tener|necesita|(can|could|would) you( please)?|(pueden|puede|podrian|podria)( ustedes)? (hacer que|hacerme|hacernos)|se (puede|pueden|podria|podrian)( tener)?|(we|i)'d (also )?(like|love)|we (also )?(need|want|would like|'d like|are looking for)|we're looking for|looking for|seeking|${NOTHING_MUCH}|for context|as background|by way of background|para que (se )?(den|tengan) (una )?idea|para (dar|que tengan) contexto|((we|i)( are|'re| am|'m) )?(asking( you)? for|requesting)|(estamos|estoy) (pidiendo|solicitando)|solicitamos(?! (propuestas|cotizaci[oó]n|cotizaciones|ofertas))|wish ?list|(here'?s |this is )?what ((we|i) (have in mind|picture|would like|need|want)|(we|i)['’]d (like|love|want))( is)?|i (also )?(need|want|would like|'d like)|i'm looking for|please (build|make|add)|build us|help us (with|to)?|(we|i) need you to|((just|only|really) )?(need|want)|(nos|me) gustar[ií]a( tener)?|((nom[aá]s|nada m[aá]s|s[oó]lo|solamente) )?(necesitamos|necesito|queremos|quiero)|buscamos|busco|${BRING_US}|(y )?de pil[oó]n|(y )?(por eso |as[ií] que )?(les|te|le) (pedimos|pido)|${THEN_OPENERS})\b[\s,]*`,
  "i",
);

/**
 * A lead-in that is itself a wish ("We need better rankings in Phoenix", "Queremos salir en Google",
 * "Looking for: …", "Wish list: …").
 */
export const WISH_LEAD = new RegExp(
  String.raw`^((and|also|y|e|tambien|ademas) )*((we|i)( also)? (need|want|would like)|(we|i)'d (also )?(like|love)|((we're|i'm|we are|i am) )?(looking for|seeking)|((we're|i'm|we are|i am) )?(asking( you)? for|requesting)|(estamos|estoy) (pidiendo|solicitando)|solicitamos(?! (propuestas|cotizaci[oó]n|cotizaciones|ofertas))|wish ?list|(nos|me) gustaria|necesitamos|necesito|queremos|quiero|buscamos|busco|${BRING_US}|lo que (pedimos|pido|queremos|quiero|necesitamos|necesito)|(les|te|le) (pedimos|pido)(?! (disculpas|perdon|paciencia|una disculpa)\b)|(pasar|quitar|mover|agregar|arreglar|migrar|subir|poner|ensenar|capacitar|instalar|configurar|renovar|sacar|borrar)(la|lo|las|los|le|les|nos|me)?(?![^,.;]*\b(es|era|fue|son|eran|fueron|hicimos|nos (da|toma|cuesta|costo))\b))\b`,
);

/**
 * An introduction that only counts the asks after its colon or says where they go: "We just need three
 * things added", "On the website we'd like", "Solo queremos agregarle dos cosas".
 */
export const INTRODUCES =
  /^((we|i|you) (just |only |also )?(need|want|would like|'d like) |(solo |nomas |tambien )?(queremos|quiero|necesitamos|necesito) (\S+ )?)?((two|three|four|five|six|a few|a couple of|some|a handful of|dos|tres|cuatro|cinco|seis|unas (cuantas|pocas)|un par de|algunas) (more |new |little |small )?(things|items|features|changes|cosas|detalles|cambios)( added| agregad[oa]s)?|(on|for|in|en|para) (the|our|my|your|la|el|nuestra|nuestro|mi|su) (new )?(website|web ?site|site|pagina|sitio)( web)?,? ((we|i|you)( would|'d)? (like|love|want|need)|queremos|quiero|necesitamos|necesito|nos gustaria)|(summary|resumen|results|resultados)\b.*|(y )?(por eso |asi que )?(les|te|le) (pedimos|pido)|(so )?(we|i) ask (you )?for|((a|an|the|un|una|el) )?(complete|full|whole|entire|integrated|all-in-one|completo|completa|entero|entera|integral) (system|platform|solution|package|sistema|plataforma|solucion|paquete)|((a|an|un|una) )?(system|platform|sistema|plataforma) (completo|completa|entero|entera|integral)|((que )?(la |the )?(proxima vez|next time),? )?(everything|it all|todo)( (to be|sea|este|quede|be))? (online|en linea)( (next time|la proxima vez))?)$/;

/**
 * A question of what something costs, before the thing (folded): "cuánto cuesta que…", "how much would it cost to
 * have…", "¿cuánto me cobrarían por una página…?".
 */
export const PRICE_QUESTION =
  /^(cuanto (cuesta|costaria|costara|saldria|sale)|how much (would|does|will|might) it cost) (que |to (have |add |make |get )?|para (que |tener )?)?|^(cuanto (me|nos) (cobrarian|cobran|cobraria|cobra|cobrarias)|how much (would|do|will) you charge) (por |for |to (make|build|do) )/;

/**
 * A question about the plan rather than the work: "Is it realistic to get this built in six months?",
 * "How much would something like this cost?", "¿Es posible tenerlo para marzo?".
 */
export const ASKS_ABOUT_PLAN =
  /^((please )?(tell|let) (us|me) (know )?(if|whether) (it'?s|this is|that'?s|it is|this|that|the plan is) (realistic|doable|possible|feasible|reasonable|enough)\b.*|(diganos|digame|diganme) si (es|seria) (realista|posible|suficiente)\b.*|(cuanto|en cuanto) (seria|saldria|costaria|cuesta|sale)( todo| eso| esto)?|how much (would|will|does) (it|that|this|all (of )?(this|that)) (be|cost|run)|help with (a few|some|several|two|three|many|a couple of) things\b.*|(can|could|would|will) (a|the|one|your|a single) (new )?(website|site|system|app|platform|tool) (do|handle|cover) (all )?(of )?(this|that|it|everything)( all)?|is ((around|about|roughly) )?(\$ ?[\d,.]+k?|that|this|our budget|the budget|it) (enough|realistic|too (little|low))( for (this|that|it|all (of )?(this|that)))?$|((we|i) )?(also )?(wonder|are wondering|am wondering) (if|whether) (this|that|it|one system|a single system|a website|one site|you do|you can do|that'?s|this is|it'?s)\b.*|(honestly )?(we|i) (really )?(don'?t|do not) know( (where|how|what) to (start|begin|do))?|(es|seria) suficiente|(alcanza|alcanzara) (con )?(eso|esto|el presupuesto)|(before [a-z ]+, )?(i|we) have (a few|some|a couple of|two|three) questions|(antes de [a-z ]+ )?(tengo|tenemos) (unas|algunas|un par de|dos|tres) preguntas|(can|could|would) (that|this|it) (be|go) (in there|in it|included|part of (it|this|that)|added( too)?)$|ask (the |our )?(web |website )?(people|guys|folks|designers?|developers?|studio|agency)( about| for)? (the )?(costs?|price|prices|pricing|quotes?|estimates?|timeline)|preguntar(le|les)? (a los de la pagina )?(cuanto cuesta|el precio|por el precio|una cotizacion)|(is|would) (it|this|that)( \w+)? (be )?(realistic|possible|doable|feasible)|(can|could|will|would) (all of )?(this|it|that|everything) be (ready|done|finished|live|up)|how (long|much) (would|will|does|do|might|could)|(es|seria|sera) (realista|posible)|cuanto (tiempo )?(cuesta|costaria|costara|tardaria|tardara|se tardan?|saldria))\b/;

/**
 * A wish said in the negative, or that things stay as they are, and what it keeps: "please don't touch
 * it", "no queremos que le cambien el diseño", "must not change", "must stay exactly as they are".
 */
export const NEGATED_WISH =
  /\b((please|por favor) )?(don['’]?t|do not|does ?n['’]?t|does not|won['’]?t|will not|never|no|nunca|ya no)( (really|realmente|lo|la|los|las|le|les))? ((want|need|would like|queremos|quiero|necesitamos|necesito|quisieramos) ((\S+ ){0,3}?(to|que) )?(\S+ )?)?(touch|change|redesign|move|replace|replaced|changed|touched|moved|toquen|toque|cambien|cambie|muevan|mueva|cambiar|tocar|mover|reemplacen|reemplazar|pasar|migrar|importar|traer|traerme)\b|\b(please|por favor) (don['’]?t|do not|no)\b|\b(must|should|can)( ?not|n['’]?t) (change|be (changed|touched|moved)|move)\b|\b(must|has to|have to|needs? to|should) (stay|remain) (exactly |just )?(as (it|they) (is|are)|the same|unchanged|untouched|in place|where (it|they) (is|are))\b|\b(there'?s |there is )?no need to\b|\bnothing else (\S+ ){0,4}(should|must|needs to|has to|will|is to) change\b/;

/** Every wish said in the negative in a text, and a text that opens on one ("Please don't touch our logo"). */
export const NEGATED_WISHES = new RegExp(NEGATED_WISH.source, "g");
export const OPENS_NEGATED_WISH = new RegExp(`^(\\S+ ){0,2}(${NEGATED_WISH.source})`);

/** How a list says its order does not matter: "Wish list, in no particular order:". */
export const IN_NO_ORDER =
  /,?\s*\b(in no (particular )?order|en ning[uú]n orden( en particular)?|sin orden en particular)\b/gi;

/** How a thing is done today: on paper, by hand, by phone. */
export const DONE_TODAY =
  /\b(on paper|by hand|by phone|by fax|over the phone|in person|en papel|en hojas|en una libreta|a mano|por telefono|por fax|en persona)\b/;

/** Second person for the visitor's first person: the plan answers them. */
/** A word at any letter's edge, accented ones too ("mi" is no part of "miércoles"). */
const word = (pattern: string, flags = "gi") =>
  new RegExp(`(?<![\\p{L}\\p{N}_\\u0002])(?:${pattern})(?![\\p{L}\\p{N}_])`, `${flags}u`);

export const ADDRESSED: [RegExp, string][] = [
  [word("we're"), "you're"],
  [word("we've"), "you've"],
  [word("we'd"), "you'd"],
  [word("ourselves"), "yourselves"],
  [word("ours"), "yours"],
  [word("our"), "your"],
  [word("we"), "you"],
  [word("us", "g"), "you"],
  [word("myself"), "yourself"],
  [word("my"), "your"],
  [word("I'm", "g"), "you're"],
  // (Not the numeral of a name: "Title I schools", "Phase I".)
  [word("(?<!\\b(Title|Phase) )I", "g"), "you"],
  [word("nuestr[oa]"), "su"],
  [word("nuestr[oa]s"), "sus"],
  [word("nosotros"), "ustedes"],
  [word("mis"), "sus"],
  [word("mi"), "su"],
  [word("quiero que"), "quiere que"],
];

/** Products and services a brief may name, as they are spelled: connecting to one is an integration. */
export const SERVICE_TOOLS = [
  "QuickBooks Online",
  "QuickBooks",
  "Xero",
  "FreshBooks",
  "Square",
  "Stripe",
  "PayPal",
  "Shopify",
  "WooCommerce",
  "WordPress",
  "Squarespace",
  "Wix",
  "Mailchimp",
  "Constant Contact",
  "ConvertKit",
  "Salesforce",
  "HubSpot",
  "Zapier",
  "Google Calendar",
  "Google Sheets",
  "Google Maps",
  "Google Analytics",
  "Google Workspace",
  "Toast",
  "Clover",
  "Calendly",
  "Acuity",
  "Twilio",
  "Etsy",
  "Zoom",
  "Microsoft 365",
  "Office 365",
  "Outlook",
  "Slack",
  "Airtable",
  "DocuSign",
  "ServiceTitan",
  "Jobber",
  "Housecall Pro",
  "OpenTable",
  "DoorDash",
  "Uber Eats",
  "Vimeo",
  "YouTube",
  "SharePoint",
  "WhatsApp",
  "TripAdvisor",
  "Bullhorn",
  "Kisi",
  "athenahealth",
  "Gusto",
  "ADP",
  "Paychex",
  "Paylocity",
  "BambooHR",
  "Relias",
];

/**
 * A product's name the list above does not know, spelled as products are (as written): "ArcGIS",
 * "LabVantage", "SpringboardVR", "FareHarbor" (not a family name: "McDonald", "DeLuca").
 */
export const PRODUCT_NAME = /\b(?!(?:Mc|Mac|De|Di|La|Le|Van|Von)[A-Z])[A-Z][a-z]+[A-Z][A-Za-z]*\b/;

/** Languages, frameworks and servers a brief may name as its stack (not services to connect to). */
const STACK_TOOLS = [
  "React",
  "Vue",
  "Laravel",
  "Django",
  "Node.js",
  "Next.js",
  "PostgreSQL",
  "MySQL",
  "Active Directory",
  "PowerShell",
  "Nginx",
];

/** Tools whose names are also plain words, named only when capitalised. */
const PLAIN_WORD_TOOLS = new Set(["Square", "Toast", "Clover", "Vue", "React", "Zoom", "Slack", "Outlook", "Gusto"]);

/** The tools the brief names, each once (the longest spelling: "QuickBooks Online" over "QuickBooks"). */
export function toolsNamed(text: string, tools = [...SERVICE_TOOLS, ...STACK_TOOLS]): string[] {
  const found: string[] = [];
  for (const tool of tools) {
    // "Square" and "Toast" are also plain words: only their capitalised spelling names the product.
    const flags = PLAIN_WORD_TOOLS.has(tool) ? "" : "i";
    const spelled = tool.replace(/[.+]/g, "\\$&").replace(/ /g, "\\s*");
    if (new RegExp(`(^|[^\\w])${spelled}s?(?![\\w])`, flags).test(text) && !found.some((other) => other.includes(tool)))
      found.push(tool);
  }
  return found;
}

/** Verbs of a request ("see", "request", "pidan"). */
const REQUEST_VERBS =
  "see|get|pay|book|rent|borrow|sign|fill|request|update|manage|choose|pick|skip|join|track|view|upload|download|order|receive|send|cancel|switch|add|find|create|edit|show|enter|print|chat|rate|leave|buy|sell|browse|search|compare|check|schedule|reserve|register|apply|donate|post|share|message|call|text|log|vote|keep|let|allow|reorder|ship|shipped|deliver|picked|publish|ver|pagar|reservar|pedir|publicar|mostrar|llenar|recibir|elegir|agendar|subir|descargar|comprar|vender|buscar|enviar|registrar|inscribir|consultar|actualizar|cancelar|tener|escojan|elijan|compren|paguen|reserven|vean|pidan|llenen|reciban|agenden|suban|descarguen|busquen|envien|puedan|tengan|consulten|actualicen|cancelen|entren|firmen|firmar|escoger|entrar|rentar|renten";

/** Words that start a request of their own after "and" ("... and request maintenance visits"). */
export const ACTION = new RegExp(`^(${REQUEST_VERBS})\\b`);

/** A request verb anywhere in an item ("online voting", "parents see when..."). */
export const ACTION_ANYWHERE = new RegExp(`\\b(${REQUEST_VERBS})\\b`);

/** An article starts a new thing of its own ("a contact form and a tap-to-call button"). */
export const ARTICLE = /^(a(?! (few|lot|couple|little)\b)|an|the|un|una|unos|unas|el|la|los|las)\s/;

/** Folded words before a relative clause: "agents who need hours" wishes nothing itself. */
export const mainClause = (words: string) => words.split(/\b(who|which|that|where|que|quienes|donde)\b/)[0]!;

/** An item that happens online is a request even when it reads like a description ("we sell passes online"). */
export const ONLINE =
  /\b(online(?! (brands?|sellers?|retailers?|merchants?|businesses|clients))|on (the|our|your) (site|website)|from (the|our|your) (site|website)|en linea|por internet)\b/;

/** An item that starts with a count, or tells one, says how much there is ("about 900 members", "we test about 3,000 devices a year"). */
export const COUNT =
  /^((we|i) (have|serve|see|get) |there are |tenemos |hay )?(about|around|roughly|nearly|over|more than|mas de|cerca de|\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|(como|unos|unas|alrededor de|aproximadamente|casi) \d+)\b(?![-/])|\b((we|i) (?!(need|want|would|should|must|can|could|will|hope|plan|like|love|wish|expect|require)\b)[a-z]+|tenemos|hay|atendemos) (up to |hasta |about |around |roughly |nearly |como |unos |unas |mas de |over )?\d+\b/;

/**
 * Records to be moved, told without a verb of the visitor's (folded): "five years of assignment history
 * moved over from the spreadsheets", "los registros viejos pasados al sistema nuevo". A count before it
 * is how much to move.
 */
export const MOVED_OVER =
  /(?<!\b(we|i|they|he|she|nosotros|yo) )\b((moved|brought|carried|copied|transferred|imported|migrated|ported) (over|across|in|into|from|to)|(to|should|must|need to|needs to|have to|has to) come (across|over)|(pasad|trasladad|migrad|importad)[oa]s? (a|al|de|del))\b/;

/**
 * A sentence that only hands over the list after it (folded, before its colon): "Here's the wish list",
 * "Kendra, here's my list", "aquí va la lista". It asks what its list asks.
 */
export const LIST_OFFERED =
  /^([a-z]+, )?(so |and )?(here'?s|here is|here are|these are|this is|aqui (esta|va|van)|esta es|estas son) (the|our|my|a|la|nuestra|mi) (short |quick |full )?(wish ?list|list|needs|requests|lista( de deseos)?|peticiones)[:.!]?\s*$/;

/**
 * A sentence about how the brief itself is written (folded): "Our office manager printed this like a
 * boarding pass, because…", "she insisted our brief be a forecast", "lo escribí como receta", "las promotoras
 * dijeron que escribiéramos la página como el instructivo…".
 */
export const ABOUT_THE_BRIEF =
  /\b(so )?here('?s| is) one for (the|our|my|your) (web ?site|site|page)\b|\b(le |les )?(pedi|pedimos|dije|dijimos) que (lo|la) (hiciera|escribiera|armara|pusiera) como (un|una|nuestr[oa]|el|la)\b|\b(armo|arme|armamos|hizo|hice|escribio|puso) la lista asi[.!]?\s*$|\b(try|trying|tried) to keep (this|it) (short|brief)\b|\bsorry (in advance|for the (long|length))\b|\b(perdon|disculpe|disculpen) (por )?(lo largo|el rollo)\b|\b(laid|set|wrote|drew|typed|put) (out |up )?(what (we|i|they|he|she)('d| would)? (want|need|like)|(the|our|my) (web ?site|site|page)|this( one)?)( up| out)? (as|like|in the form of) (a|an)\b|\b(drew|made|did|wrote|typed) this( one)? for (the|our|my) (web ?site|site|page)[.!]?\s*$|\b(me |nos |le |les )?(armo|arme|armamos|hizo|hice|escribio|escribi|puso|paso) la lista( de lo (q|que) (quiero|queremos|necesito|necesitamos|quiere|queria))? (como|en forma de) (un|una)\b|\b(written|wrote|typed|put) (this|it) (up )?the way (a|an|we|i|our|the|my|his|her|their)\b|\bwhat'?s quoted is what (the|our) [a-z]+ (voted on|agreed on|agreed|wants?)\b|\beach one is something (we|i)('d| would) like\b|\b(here it is|here'?s (it|this)) as (a|an)\b|\blaid (this|it) out (like|as) (a|an|one of)\b|\b(here'?s|here is) (the|our|my) (website|site|wish ?list|list|request|brief) (laid|written|set|typed) out (as|like) (a|an|one)\b|\b(everything|all|what'?s) in (his|her|their|the|this|my) (message|note|email|mensaje|correo) is what (we|i)('d| would)? (like|want)\b|\bhere'?s mine[.!]?\s*$|\b(asi que )?aqui (le |les |te )?va( su [a-z]+)?[.!]?\s*$|\b(send|sent|write|wrote|mando|mandaron|mandamos|escribio) (our|the|this|my|su|nuestra|la) (wish ?list|brief|request|list|peticion|lista|solicitud) (as|como) (a|an|un|una)?\b|\b(here it is|here'?s (it|this)|so you get it) (in|the way) (the format|the form|the way|i|we)\b|\b(y )?asi (se )?(lo|la) (escribio|escribi|escribimos|hizo|hice|puso|mando|mandamos|paso)[.!]?\s*$|\b(wrote|typed|put) (the|our|my) (wish ?list|list|brief|request) on (one|a|an)\b|\bfilled (one|it|this) (in|out) for you\b|\b(se |te |le )?(lo|la) (mandamos|mando|mandaramos|escribimos|escribi|pasamos) como (un|una|la|el)( de)?\b|\b(what'?s|what is|everything|all) (quoted|below|forwarded|pasted) (below )?is what (we|i) (want|need)( built| done| made)?\s*$|\blo (que va )?(citado|de abajo|reenviado) es lo que (queremos|quiero|necesitamos)\b|\b(typed|wrote|drew|copied) (up |out )?(what (we|i) want|(her|his|their|the|my|our) (panels|notes|sketch(es)?|drawings?))\b|\b(sending|attaching|forwarding|pasting|enclosing) (you )?(the|our|this|a|an) [a-z' ]{0,40}\b(as it was (printed|written)|as is|below)\b|\bin the form of (a|an) (question|poem|song|story|riddle|game)\b|\b(here'?s|here is) (our|the|my) (brief|request|list|wish ?list) (as|like) (a|an)\b|\b(printed|wrote|written|typed|laid out|formatted|drew|drawn|dressed) (up )?(this|it|(our|the) (brief|request|list|wish ?list|needs))( up)? (like|as) (a|an)\b|\b(insisted|wanted|asked) (that )?(our|the|this) (brief|request|list) (be|look like|read like)\b|\b(lo|la) (escribi|escribimos|hice|hicimos|imprimi|imprimimos|arme|armamos) (como|en forma de) (un|una)\b|\b(lo|la) (escribio|escribi|escribimos|acomodo|acomode|acomodamos|armo|arme|armamos|paso en limpio) (como|en forma de)\b|\b(una?|cada) [a-z]+ (por|para) cada cosa que (queremos|quiero|necesitamos)\b|\b(every|each) [a-z]+( [a-z]+){0,3} is (something|a thing|one thing) (we|i) (want|need|'d like|would like)\b|\b(means|=) (we|i) (don'?t|do not) (want|need) (it|that|this|them)\b|\b(his|her|their|the|my) (note|message|email|list) (below )?is what (we|i)('d| would)? (like|want|need)\b|\b(wrote|typed|written|laid out|set out|put) (this|it) (up |out )?(on|in) (a|an) (blank )?[a-z]+ (form|order|ticket|slip|sheet|card)\b|\b(insisted|said|says|told (me|us)|wanted|asked) (that )?(we|i) (should |could )?(send|write|put|type|lay out|order) (this|it|the (web ?site|site)|our (wish ?list|brief|request|list)|what (we|i) want) (the way|as|like|in the form of)\b|\b(it|this|our (wish ?list|brief|list)) came out as (a|an)\b|\b(escribio|escribi|escribimos|hizo|puso) lo que queremos (como|en forma de)\b|\b(dice|dicen|dijo|dijeron|me dijo|quiso|insistio|insistieron) (que )?((asi )?(le |les )?(escrib|mand)\w+ (lo que queremos|esto|la lista|la pagina|el sitio) (como|asi|en forma de)|asi (le |les )?(escrib|mand)\w+)\b|\bthat'?s how (i|we)('ve| have)? (written|wrote) (this|it)\b|\b(typed|wrote) (up )?what (the|our) [a-z]+ (agreed|voted) on\b|\btal como se va a leer\b|\b(wrote|written|typed) (the|our) (website|site|wish ?list|list|request) up as (one|a|an)\b|\bso (i|we) borrowed it for the (website|site)\b|\buse (la|el|una|un) [a-z ]{1,30} de modelo\b|\basi (le |les )?(escribo|escribi|mando) lo que (quiero|necesito|queremos|necesitamos)\b|\b(escribio|escribi) lo que (necesitamos|quiero) como (la|una)\b/;

/** A title and its credits (folded): "«El vestido blanco», guía de capítulos", "Una producción de Boutique Angelitos". */
export const CREDITS =
  /^([«"“][^»"”]+[»"”],? (guia|guide|programa|program|programme|menu|indice|index|episode guide)\b|(una produccion de|a production of|presented by|presentado por|produced by|producido por)\b)/;

/** What came before, not wanted (folded): "we don't need that online", "no lo ocupamos en línea". */
export const NOT_NEEDED_BACK =
  /^((we|i) (really |just |also )?(don'?t|do not) (need|want)|(no|nomas no) (lo|la|los|las|eso) (necesitamos|queremos|ocupamos)) (that|this|it|those|them|any of (that|this|it)|en linea)\b|^eso no entra$/;

/** A pleasantry that closes or opens a brief (folded): "Hope that's all right!", "Espero que se entienda". */
export const PLEASANTRY =
  /^((bid|read|plan) accordingly|(sorry|apologies|(i|we) apologi[sz]e) in advance|happy reading)\b|^((i|we) )?hope (that'?s|this is|it'?s|this'?s|that is) (all right|alright|ok|okay|fine)\b|^((i|we) )?hope (this|that|it) (helps|makes sense|works)\b|^(espero|esperamos|ojala) (que )?(este bien|se entienda|sirva|no (haya|sea) (problema|molestia))\b|^(asi que )?ahi (le |les )?va( tal cual)?$/;

/**
 * How things stand today ("a shared Google Sheet right now", "your site is on Wix", "the core is
 * hosted by the vendor", "we keep the cars in Excel").
 */
export const STATE =
  /\b(right now|currently|(the|our|my|el|la|nuestr[oa]|mi) (current|old|existing|present|actual|viej[oa]) (one|site|website|page|system|app|pagina|sitio) (is|was|es|era) (a|an|un|una)\b|current (setup|system|process) (is|are)|(looks?|looking) after (it|them|that|those|these|everything)|(is|are) off[ -]limits|these days|for now|so far|ahorita|actualmente|todavia|por ahora|hasta ahora|(is|are|was|were|runs?|running|sits?|happens?|lives?) on (?!call\b|time\b|sale\b|(its|the|their|his|her|my|our|your) way\b|the corner\b)|(we'?re|we are|i'?m|i am) on [a-z]|(it'?s|it is) (on |built (on|in|with) )?(wordpress|wix|squarespace|shopify|joomla|drupal|godaddy)|([a-z]+) (write|writes|keep|keeps|track|tracks|tracked|logged|recorded|sign|signs|log|logs|jot|jots|put|puts|type|types|enter|enters|key|keys|copy|copies|retype|retypes) (\w+ ){0,3}(on|in|into) (a |an |the |our |my )?(whiteboard|clipboard|notebook|binder|paper|sticky notes|post-its|spreadsheet|excel|google sheets?)|(is|are) (hosted|done|kept(?! (offsite|off-site|off site|safe|secure|encrypted|for)))|(happens?|lives?) in|comes? in (through|by|via|on)|llegan? por|today|se (maneja|hace|lleva) en|esta(n)? en|esta(n)? hospedad[oa]s?|(we|i) keep (it|them|everything|(the |our |all |my )?(\w+ )?\w+s) (in|on)|(lo|la|los|las) (llevamos|tenemos|manejamos|llevo|tengo|manejo) en (un |una |el |la )?(excel|papel|libreta|cuaderno|hoja|pizarron|whatsapp|computadora|sistema)|\b(handles?|takes care of) (our|my|all (of )?our) \w+)\b/;

/**
 * What the visitor does not do, or no longer does: "we don't sell cigars online", "no vendemos en
 * línea" (not a wish said in the negative: "we don't want the site to crash"); what nobody does
 * ("Nobody puts a stair lift in a cart", "nadie compra en línea"; not a rule: "que nadie tome un turno…").
 */
export const NEGATED =
  /^(on (the|our) (web ?site|site) |en (la|nuestra) pagina |en el sitio )?((we|i)( just| also| currently)? (don'?t|do not|never|no longer|aren'?t|are not|am not|won'?t|will not)(?! (want|need|like|wish)\b)|(no|ya no|nunca) (?!(queremos|quisieramos|necesitamos)\b)[a-z]+(amos|emos|imos)|(nobody|no one) (ever |really |actually )?(puts|buys|uses|reads|calls|visits|orders|looks at|goes|pays|shops)\b[^,;]*$|nadie (nunca )?(compra|usa|lee|llama|visita|pide|paga|entra)\b[^,;]*$)/;

/**
 * How something is, said with "is" after a short subject ("Turnover is high"), unless it says what
 * matters ("Online booking is a must").
 */
export const STATEMENT =
  /^(?!(we|i)\b)([a-z'-]+ ){1,3}(depends?|hinges?|relies?|rides?) on\b|^(?![a-z'-]* ?(what|which|who|that|how|where|when|whether|if|que|lo que)\b)([a-z'-]+ ){1,2}(is|are|was|were|es|son|era|eran) (?!(a must|key|important|essential|required|needed|critical|a priority|necessary|nice to have|a plus|imprescindible|importante|necesari[oa]|indispensable)\b)/;

/** What others do to the visitor, told as it happens: "quilters mail me their quilt tops", "growers text us". */
export const TO_US = /^(?!to\b)([a-z'-]+ ){1,5}[a-z]+ (me|us)\b/;

/** An item saying the one before it stays: "…, and both stay", "y eso se queda así", "not part of this order". */
export const STAYS_BEFORE =
  /^((and|y|e|but|pero) )?((keep|leave) )?(that|it|this|both|all|those|these|everything|eso|esto|todo|ambos|los dos|las dos)\b|^(not|no forman?) (part of|parte de)\b|^not on (this|the) [a-z]+$/;

/** Who else speaks to the visitor, opening an item: "Our examiner", "the state museum's permits office". */
const SOMEONE = String.raw`^((our|my|the|your|an?) )?(\S+ ){0,4}`;
const ASKED = String.raw`asked (us |me |you )?(how|whether|if|what|why)`;
/** What someone else asked the visitor ("the permits office asked how we protect site data"): why the brief is written. */
export const ASKED_US = new RegExp(`${SOMEONE}${ASKED}\\b`);
/** What someone else told or asked the visitor ("Our examiner told us we have to meet the FTC rule"): the reason, not the ask. */
export const REPORTED = new RegExp(
  `${SOMEONE}((told|tells|said|says|warned|informed) (us|me|you)|(says|said) (that )?(we|i|you) (need|must|have to|should)|${ASKED})\\b`,
);

/** How the site should feel, which is no work of its own: "keep it simple and earthy". */
const STYLE = "(simple|clean|minimal|light|earthy|warm|friendly|modern|classy|elegant|fun)";

/**
 * What the visitor does not want, said outright: "We don't need a new website", "nada de fotos de los
 * huéspedes en la página", "no queremos una app"; what happens otherwise ("or they drop us in 90 days");
 * a phone number said aloud; and a style ("keep it simple and earthy"), which is no work of its own.
 */
export const NOT_WANTED = new RegExp(
  String.raw`^((we'?re|we are|i'?m|i am) not looking for .+|(we'?d|i'?d|we would|i would) rather not (have|do|sell|add|offer|run) .+|(\S+ ){0,8}(no tendra|no tendran|no va a tener|no van a tener|(won'?t|will not) have (?!to\b)).+|(\S+ ){0,4}(we|i) find no need for .+|(\S+ ){0,10}nothing on the (site|website|page) (takes|sells|accepts|charges) .+|(\S+ ){0,8}(don'?t|do not) (need|want) (that|it|this|them) (connected|linked|integrated|synced)\b.*|(we|i) (don'?t|do not) need the (site|website) to connect to (it|them)\b.*|(we'?d|i'?d|we would|i would) rather (it|the site|the website|the page) not (have|show|include|do) .+|(prefiero|preferimos|preferiria|prefeririamos) que no (tenga|haya|lleve|muestre|traiga) .+|(la pagina|el sitio|the site|the page|the website) (no puede|no debe|can'?t|cannot|must not|should not|shouldn'?t) (show|display|mostrar|tener|have|list) (any|ningun|ninguna|no)\b.+|(we|i) (really )?(don'?t|do not) need (a|an|any) (?![^.]*\b(but|instead|rather|just)\b).+|no [a-z-]+( [a-z-]+){0,3} (and|or|y|o|ni) no [a-z-]+( [a-z-]+){0,4}|no [a-z-]+( [a-z-]+){0,3},? (please|por favor)|(please )?leave out (a|an|the|any) .+|never (a|an|any) [a-z-]+( [a-z'-]+){0,4} (online|on the (web ?site|site))|(no|tampoco) (quiero|queremos|quiere|quieren) vender\b.*|no (queremos|quiero|quiere|quieren|necesitamos|necesito|ocupamos|ocupo) (?!que\b)(?![a-z]+(ar|er|ir)(le|les|lo|los|la|las|nos|se)?\b)(?![^.]*\b(sino|pero)\b).+|(what|lo que) ((we|i)('d| would)? )?((don'?t|do not|no) (want|need|quiero|queremos|necesito|necesitamos|ocupo|ocupamos)|rather (it|the site) (did ?n'?t|did not|would ?n'?t)( do)?)( [a-z]+){0,3} (is|are|es|son) .+|(\S+ ){0,6}(should |must |will |to )?(show|list|post|include|mention)s? no (?!longer\b|more\b|matter\b).+|(we|i|he|she|they) (really )?(don'?t|do not|doesn'?t|does not) want (to (sell|rent|offer)\b.*|to (list|run|host|carry|stock|ship|deliver|accept|process|manage|become|turn into)\b(?![^.]*\b(so|because|porque)\b).*|((a|an|any|anything like) )?(?![^.,;]*\bto\b)(?![^.]*\b(but|instead|rather|sino|pero)\b).+)|(\S+ ){0,4}there'?s nothing to pay( for)?\b.*|(\S+ ){0,12}(we'?re|we are|i'?m|i am) dropping (that|it|this|those|them)\b.*|(\S+ ){1,3}no (queremos|quiero|necesitamos|ocupamos)|(\S+ ){0,8}(the )?(site|website|page) (shouldn'?t|should not|won'?t|will not) (take|accept|sell|charge) .+|(\S+ ){0,4}no queremos que (\S+ ){1,3}tengan? que .+|(\S+ ){0,6}(decided|agreed) (that )?there (will|would) be no .+|no [a-z'-]+( [a-z'-]+){0,4}( anywhere)? on the (web ?site|site|page)\b.*|no online (store|shop)( for [^,;]+)?|(\S+ ){0,8}(the )?(site|website|page) (doesn'?t|does not|won'?t|will not) (touch|handle|take) (money|payments?|cards?)\b.*|(\S+ ){0,4}no hay nada que pagar\b.*|(we'?d|i'?d|we would|i would) rather (residents|people|customers|members|visitors|users|clients|families|parents|they) not have to .+|no [a-z-]+( [a-z-]+){0,3} (or|and) [a-z-]+( [a-z-]+){0,3},? (please|thanks|por favor)|there (will|would|should|must|can) be no .+|(please )?nothing (else|more)( please)?|none of (that|this|those) [a-z' -]+$|nada nuevo|(please )?(do not|don'?t) (add|build|make|include|give us) (an?|any) [a-z' -]+$|(just|only) (a )?link( to [^,;]*)?(,? nothing (else )?to build)?|(you|it)('ll| will) never .+|nothing (else )?to build|(solo|nomas) (un|el) (link|enlace)|nada que (construir|programar)|nada de (eso|esos|esas|ese|esa)( [a-z -]+)?$|(please )?nothing (that|which|like|with) .+|(nothing|nada) (about|regarding|on|de|sobre) (how|the|its|our|what|como|el|la|lo|su) (?![^,;]*\b(except|but|apart from|other than|works|loads|excepto|salvo|pero|funciona)\b)[^,;]+|nothing of .+ (goes|is|gets) (online|posted|on the (web ?site|site))\b.*|.+ (is ?n'?t|are ?n'?t|is not|are not) (ours|mine|yours)\b.*|(we|i) (really |just )?(don'?t|do not) (want|need) to (redesign|rebuild|redo|rewrite|relaunch|replace|change|move|touch|lose|switch|start over)\b[^,;]*|.+,? (eso|esto|esos|esas|that|this|those)( part)? (no|not) (en linea|online|por internet|en la pagina|on the (web ?site|site))|there'?ll be no .+|no habra .+|(call|text|email) (me|us)( back)?\b.*|(le|te|les) dejo (su|mi|el) (numero|telefono|correo).*|(my|our|mi|nuestro) (number|phone|numero|telefono) (is|es)\b.*|((my|our) )?(number|phone)['’]s (\d|zero|oh|one|two|three|four|five|six|seven|eight|nine)\b.*|(this|it) can (be|live) (a |on )?(separate|its own|their own)\b.*|(or|or else|otherwise|o si no|si no,|de lo contrario,?) (they|we|it|you|he|she|the \w+|nos|se|lo|la|los)\b.*|(we|i) (really |just )?(don'?t|do not) (need|want) (a|an|any|another) (new |separate |second )?[a-z-]+( [a-z-]+){0,2}( (or|nor|and) (a |an |any )?[a-z-]+( [a-z-]+){0,2})*|no need for [^,;]{1,40}|(keep|make) (it|the site|everything) ${STYLE}( (and|but) ${STYLE})?|nada de .{1,80}|(no|tampoco) (quiero|queremos|necesito|necesitamos) [a-z0-9-]+( (ni|o|y) [a-z0-9-]+)*|(no|tampoco) (necesitamos|queremos|quiero|necesito) (un|una|otr[oa]|ningun[oa]?) (nuev[oa] )?[a-z-]+( [a-z-]+){0,2})$`,
);

/**
 * A list introduced as what the visitor does not want (folded, before its colon): "Not wanted: ads, or…",
 * "CUT FROM SCHEDULE: a merch store", "Asuntos retirados: la aplicación", "SORRY, NOT AVAILABLE THIS
 * MORNING: a blog", a kitchen order's "SIN: entregas a domicilio", a kennel card's "NOT GOOD WITH: a
 * forum", a chore chart's "NOT YOUR CHORE:", a layaway card's "(ya no lo quiero)" and "(no entra en el
 * apartado)".
 */
export const NOT_WANTED_INTRO =
  /^(((a|an|the) [a-z]+ |what )?(we|i) (don'?t|do not) want( (it|them|that|those|this|these))?|do not attempt|not wanted|not needed|please no|nothing like|turn-?offs|deal ?breakers|no-?gos|pet peeves|(lo que )?no queremos|no se quiere|nada de|out of scope|not in scope|not included|excluded|exclusions|no incluye( (el|la|este|esta) [a-z]+)?|fuera de(l)? alcance|exclusiones|(hoy )?no hay|off the menu|free from|excepted( from [a-z ]+)?|please,? no gifts( of)?|no (traer|llevar)|leave (it )?at home|(don'?t|do not) (bring|pack)|(sorry,? )?([a-z]+ ){0,2}not (served|offered|running|playing|available)( [a-z]+){0,3}|omitted( from [a-z ]+)?|sitting (this one )?out|scratched|((este|esta|el|la) [a-z]+ )?no ampara|absent|left at (the )?[a-z-]+|(do not|don'?t) send|backordered( \S+ (do not|don'?t) ship)?|no surtir|agotad[oa]s?|not for (us|me)|(customer )?declined|dnp(,? [a-z']+ decision)?|contraindicad[oa]s?|contraindicaciones|no aplicar|([a-z]+ )?no aplicables?|not applicable|(warning only,? )?no action (required|needed)|no se aceptan?( regalos)?|not accepted|(do not|don'?t) (build|add|include|make|run)|cut from (the )?schedule|asuntos retirados|we are not responsible for|not covered( in (this|the) [a-z]+)?|sin|(ni|no) (le|nos) interesa|not good with|not your chore|off[- ]limits|(ya )?no (lo|la|los|las) (quiero|queremos)|no entra en (el|la|este|esta) [a-z]+|(do not|don'?t) want|no va|([a-z]+ )?(cancell?ed|cancelad[oa]s?|eliminated)( in the [a-z]+ round)?)$/;

/** A list introduced as what the visitor has and keeps (folded, before its colon): "What we already have, and what must stay:". */
export const STAYS_INTRO =
  /^(what (we|i) (already )?have,? and what (must|should|has to|will) stay|what (must|should|has to) stay|what stays|what (we|i) keep|lo que ya (tenemos|tengo)(,? y lo que se queda)?|lo que se queda|leave it alone|keep as is|stays as it is|same as last season|no change|kept as (it|they) (is|are)|kept as is|se queda(n)? (igual|asi|como (esta|estan))|no se toca(n)?|(ni|no) (lo|la|los|las) toquen)$/;

/** A message's header before its colon (folded): "text from Dani @ Sonoran Ultimate", "mensaje de Rosa". */
export const MESSAGE_FROM =
  /^((text|sms|whatsapp|facebook|instagram|dm|voicemail|email)( message)?|message|mensaje( de (texto|voz|whatsapp))?|texto|correo) (from|de) .+$/;

/**
 * What a meeting's notes give someone to do next ("Action: get a quote", "Pendiente: pedir cotización"),
 * when it is asking for a quote: the studio's answer, not a thing to build (tested on the head and the
 * item after it, folded).
 */
export const ACTION_ITEM = /^(action( items?)?|next steps?|to do|pendiente|accion|siguiente paso)$/;
export const GET_A_QUOTE =
  /^(get|ask for|request|pedir|solicitar) (a |an |una |unas )?(quotes?|estimates?|cotizacion(es)?|presupuestos?)$/;

/**
 * A meeting's minutes or a report's heading, or an agenda's standing item (folded): "Minutes, stated meeting
 * of…", "Website committee report by…", "Roll call", "Lista de asistencia".
 */
export const MEETING_HEADER =
  /^((minutes|meeting notes|acta|minuta)\b.*|(call(ed)? to order|(meeting )?adjourned|motion (carried|passed|failed|by)|seconded by|se (levanto|levanta) la sesion|(mocion|propuesta) aprobada)\b.*|(notes|notas) (of|from|de|del) (the |la |el )?(meeting|junta|reunion)\b.*|(\S+ ){0,3}(committee|comite) report\b.*|(informe|reporte) del comite\b.*|(roll call|approval of (the )?minutes|lista de asistencia|lectura y aprobacion del acta|asuntos generales)\b[^:]*)$/;

/** A forwarded message's header lines (folded): "---------- Forwarded message ---------", "From: …", "Asunto: …", "Re: Your questions…". */
export const FORWARDED_HEADER =
  /^((re|fw|fwd|rv|aw):\s.*|-+ ?(forwarded message|mensaje reenviado) ?-+|(from|to|cc|subject|date|sent|de|para|asunto|fecha|enviado):\s.*)$/;

/** A letter's greeting on a line of its own: "Hi there,", "Buenas tardes:". */
export const GREETING =
  /^(hi|hello|hey|dear|good (morning|afternoon|evening)|hola|buen(os|as) (dias|tardes|noches)|estimad[oa]s?)\b[^.?!]{0,40}[,:!]?$/;

/**
 * An item said of the one before it (folded): who runs it ("…Koha, hosted by the state library"), what
 * they do ("…teachers, who pick a show", "…, donde llevamos el registro"), why it is so ("…, that's how
 * we've always done it", "…, hay abuelitos que no ven bien").
 */
export const ASIDE =
  /^((hosted|run|managed|maintained|owned|kept|provided|supported|operated) by|(hospedad[oa]s?|manejad[oa]s?|administrad[oa]s?|mantenid[oa]s?) por|who|quienes|that'?s (how|why|what|the way)|(eso|asi) es (como|lo que|por lo que)|hay (?!que\b)(\S+ ){1,3}(que|quienes)|where (we|i) (?!(want|need|would|'d|can|could|should|will|must|have to|hope)\b)[a-z]+|donde [a-z]+(amos|emos|imos)|lo que pase primero)\b/;

/**
 * A chat transcript's speaker, opening a line: "[7:02 p. m.] Lorena:", "Visitor (Tracy, band boosters
 * president):". Tested on the line as written (a name starts with a capital).
 */
export const SPEAKER = /^(\[[^\]]{1,24}\]\s*)?(\p{Lu}[\p{L}.' -]{0,40}?)(\s*\([^)]{0,80}\))?:\s+/u;

/** The studio's side of a chat, by its speaker's name (folded): what it asks the visitor is no part of the brief. */
export const STUDIO_SPEAKER = new RegExp(
  `^(${fold(company.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|agent|agente|asesora?|representative|chat|bot|chatbot|assistant|asistente|support|soporte)$`,
);

/** A transcript's title line (folded): "Chat transcript, saguarodigital.example, Tuesday 8:14 pm". */
export const TRANSCRIPT_TITLE = /^(chat|conversation|conversacion|transcript|transcripcion|whatsapp|messenger|sms)\b/;

/** A greeting opening a speaker's line (as written): "Hi! I'm with the booster club…", "Hola, tengo…". */
/** Whom a line of a letter turns to, before what it says: "Friends, here is my list…", "Amigos, …". */
export const VOCATIVE =
  /^\s*((hi|hello|hey|hola) )?(friends|folks|everyone|everybody|all|team|y'all|amigos|amigas|compañeros|companeros|a todos|todos)[,:!]\s+(?=\S)/iu;
export const OPENING_GREETING = /^(hi|hello|hey|hola|buenas)( \p{L}+)?[!,.]\s*/iu;

/** A note striking what it is about (folded, padded): "Not this year. Strike it.", "Eso no, quítalo". */
export const STRUCK =
  / (strike|cross out|scratch|cut|drop|remove|delete) (it|that|this)\b| not this (year|time|round)\b| (quitalo|quitala|tachalo|tachala|borralo|borrala|sacalo|sacala)\b| este ano no\b| (no|not) (este|this) ano\b/;

/** A numbered part's label opening a line (folded): "Slide 3 – ", "Sección 4. ", "Part 2: ". */
export const PART_LABEL =
  /^\s*((mile|milla|km) \d{1,3}(\.\d{1,2})?\s+|(gran final|grand finale|finale|final|epilogue|epilogo|prologue|prologo)(,\s*[«"“][^»"”]*[»"”])?\s*[.:\u2013\u2014-]\s*|(section|seccion|slide|diapositiva|part|parte|chapter|capitulo|lamina|gate|puerta|row|vuelta|hilera|step|paso|stage|etapa|round|ronda|station|estacion|leg|tramo|act|acto|scene|escena|sc\.|card|carta) \d{1,2}\s*[.:\u2013\u2014-]\s*)/;

/** Whom the visitor serves, counted (folded): "ayuda a unas 1,800 familias", "we serve about 300 families". */
export const SERVES_COUNT =
  /^(we|i|nosotros|(the|our|la|el|nuestr[oa]) (?:(?!\b(that|which|who|que|donde|quien)\b)[^,]){0,60}?) (help|helps|serve|serves|ayuda a|ayudamos a|atiende a|atendemos a|sirve a|servimos a) (about |around |some |over |nearly |more than |unas |unos |mas de |casi |cerca de )?\d[\d,.]* /;

/** What one of the visitor's own pays for (folded): "our bingo hall pays for the fire department's equipment". */
export const OWN_PAYS_FOR = /^(the|our|its|their|el|la|nuestr[oa]s?) \S+( \S+){0,4} (pays|paga) (for|por)\b/;

/** News of the request itself (folded): "The city approved it!", "¡Nos la aprobaron la semana pasada!". */
export const APPROVED_NEWS =
  /^((the|our|el|la|los|las) (\S+ ){0,3})?(approved|funded|accepted|passed|greenlit|aprobaron|aprobo|aceptaron) (it|them|us|the \S+)( (last|this) (week|month|year))?$|^(nos|se) (la|lo|los|las) (aprobaron|aprobo|dieron|aceptaron)( (la|el) (semana|mes|ano) (pasad[oa]|antepasad[oa]))?$/;

/**
 * A reason told with "que" and a verb that states (folded): "que vienen muchos americanos", "que casi todos usan el
 * celular", "que mucha gente viene de Yuma".
 */
export const QUE_REASON =
  /^que (vienen|viene|hay|es|son|esta|estan|tenemos|tiene|tienen|llegan|llega|somos|sabemos|cuestan|casi todos|casi todas|la mayoria|muchos (\S+ )?(vienen|son|tienen|usan|hablan)|muchas (\S+ )?(vienen|son|tienen|usan|hablan)|mucha gente viene)\b/;

/**
 * A signature line (as written): a name and a role, then perhaps where ("Ramiro Salcido, presidente,
 * Asociación de Charros de Nogales", "Dana Reyes, Owner").
 */
export const SIGNED =
  /^\p{Lu}[\p{L}.'-]*( \p{Lu}[\p{L}.'-]*){1,3}, ([Cc]o-?)?([Pp]resident[ea]?|[Oo]wner|[Dd]ueñ[oa]|[Dd]irector[a]?|[Ee]xecutive [Dd]irector|[Mm]anager|[Gg]erente|[Ss]ecretary|[Ss]ecretari[oa]|[Tt]reasurer|[Tt]esorer[oa]|[Cc]hair(man|woman|person)?|[Cc]oordinator|[Cc]oordinador[a]?|[Ff]ounder|[Ff]undador[a]?|[Aa]dministrator|[Aa]dministrador[a]?|[Pp]rincipal|[Pp]astor|[Cc]aptain|[Cc]apitán|[Jj]ef[ea])\b[^.!?]*$/u;

/**
 * A signature after a dash, closing a line ("Thank you for staying with us! — Walt Heberling", "…write
 * anything down. — Coach Earl Banta, owner"): a name of up to four capitalised words, a nickname among them
 * in guillemets ("— Rigoberto «Rigo» Salcido"), and what follows its comma.
 */
export const DASH_SIGNED =
  /(^|[.!?…]\s+)[—–]\s*\p{Lu}[\p{L}.'-]*( «?\p{Lu}[\p{L}.'-]*»?){0,3}(, [^.!?\n]{1,120})?\s*$/u;

/**
 * A form's own instruction to whoever fills it in (folded): "PLEASE CHECK ONE BOX FOR EACH ITEM", "Marque
 * una casilla por cada cosa".
 */
export const FORM_INSTRUCTION =
  /^(please |por favor,? )?((check|tick|mark) (one|a|each) box(es)?|marque (una|cada) casilla)\b[^.!?]{0,40}[.!]?$/;

/** A letter's closing on a line of its own, before its signature: "Thanks so much,", "Saludos cordiales,". */
export const CLOSING =
  /^((thanks|thank you)( so much| again| in advance| for your time)?|many thanks|best|best regards|kind regards|regards|sincerely|cheers|saludos( cordiales)?|atentamente|(muchas )?gracias( de antemano)?|un saludo|warmly|warm regards|with gratitude|gratefully|all the best|take care|talk soon|un abrazo|saludos y gracias|with (many )?thanks|thanks again|con gratitud|(many )?blessings|god bless( you)?|bendiciones|(que )?dios (los|les|te) bendiga|con carino|respectfully( submitted)?|respetuosamente|abrazos|a sus ordenes)[,.!]?$/;

/**
 * A form's field, as written: "What does your business do?: Snow plowing…", "¿Qué tienen ahorita?: Nada".
 * Its label is tested folded, without its question marks.
 */
export const FIELD = /^\s*¿?([^:?¿\n]{2,60}?)\??:\s+(\S.*)$/;

/** A form's fields that hold no request, whatever their answer (folded labels): who, budget and dates, how they heard, what is not wanted. */
export const FIELD_WITHOUT_ASKS =
  /^(money and (time|timing)|dinero y tiempo|passengers?|pasajer[oa]s?|flight|vuelo|fare|tarifa|departs|departure|salida|arrives|arrival|llegada|boarding|abordaje|disposition|contraindications?|contraindicaciones|prep time|cook time|serves|yield|tiempo de preparacion|porciones|rinde|anything (we|you|i) (do ?n'?t|do not) want|priority|prioridad|due|vence|site|term|status|(your |full |contact )?name|nombre( completo)?|contact( person)?|contacto|e-?mail|correo( electronico)?|phone|telefono|tel|cell|celular|address|direccion|company( name)?|business( name)?|organi[sz]ation( name)?|organizacion|negocio|empresa|city|ciudad|location|ubicacion|role|title|puesto|cargo|(estimated |approximate )?budget( range)?( and (timing|timeline|dates?|deadline))?|presupuesto( aproximado)?( y (fechas?|tiempos?|plazo))?|deadline|timeline|timing|plazo|(target |desired )?(launch|start)( date)?|fecha( limite| de entrega| deseada)?|when do you need it( by)?|para cuando (lo|la) (necesitan|ocupan|quieren)|how did you (hear|find|learn) (about|of) us|referral|referred by|como (nos )?(conocio|conocieron|encontro|encontraron)|como se (entero|enteraron)( de nosotros)?|what (do )?(you|we) (do )?not want|anything you (do ?n'?t|do not) want|que no (quieren|quiere|queremos|quiero))$/;

/**
 * A form's fields whose answer tells the scene unless it wishes (folded labels): what the business does,
 * what it has now, what must stay.
 */
export const FIELD_OF_SCENE =
  /^(steps to reproduce|patient|paciente|(s|o|a) \((subjective|objective|assessment)\)|subjective|objective|assessment|diagnosis|diagnostico|pasos para reproducir|actual( result| behaviou?r)?|resultado actual|who are (we|you)|quienes somos|what'?s wrong( now)?|what is wrong( now)?|que (pasa|esta mal)( ahora)?|background|antecedentes|context|contexto|time zone|zona horaria|organi[sz]er|organizador[a]?|guests|attendees|invitees|invitados|where|location|ubicacion|what happened|how (we recovered|it (got in|happened|started))( \([^)]*\))?|date( of (the )?incident)?|reported by|que paso|como (paso|entraron|nos recuperamos)|(the )?problem|el problema|(the )?challenge|el reto|what do we (have|use) (now|today)|what does your (business|company|organi[sz]ation|team|shop|firm|group|club) do|what do you do|about (you|us|your (business|company|organi[sz]ation))|tell us about (yourself|you|your (business|company|organi[sz]ation))|describe your (business|company|organi[sz]ation)|a que se dedica(n)?|que hace(n)?|giro( del negocio)?|what do you (have|use) (now|today)|where is (the|your) (site|website|page) hosted( now| today)?|(donde|en donde) (esta|tienen) (hospedad[oa]|alojad[oa]) (la pagina|el sitio)( ahora| ahorita)?|current (site|website|setup|tools|systems?)|que (tiene|tienen|usa|usan) (ahorita|ahora|hoy)|anything that (must|should) stay( the same)?|what (must|should) stay( the same)?|(algo )?que (se )?(debe|tiene que) quedar( igual)?)$/;

/** A form's fields whose answer is the request (folded labels): "What do you need?", "¿Qué necesitan?". */
export const FIELD_OF_ASKS =
  /^(expected( result| behaviou?r)?|resultado esperado|what do (we|i) want|what (we|you|i) want|que (queremos|quiero|quieren)|requirements?|requisitos|se solicita|what do you need( help with)?|what would you like (changed|done|built|added)|what do you want (changed|done|built|added)|que (quieren|quiere|le gustaria|les gustaria) cambiar|what are you looking for|what (would you like|do you want)( us to build| built)?|how can we help( you)?|project (details|description|needs)|(your )?needs|que necesita(n)?|que busca(n)?|que le(s)? gustaria|en que (le|les) (podemos )?ayudar|descripcion del proyecto|necesidades|deliverables|entregables|scope( of work)?|ingredients|ingredientes|p \(plan\)|treatment plan|plan de tratamiento)$/;

/**
 * A section's heading on a line of its own (folded, without a closing colon or bracket): a priority
 * ("MUST", "Nice to have") or what is left out ("WON'T (this year)", "Fuera de alcance"), whose items
 * ask nothing; an issue's number ("Issue 2").
 */
export const SECTION_HEADING =
  /^(must( have)?|should( have)?|could( have)?|nice to have|wish ?list|indispensable|necesario|deseable|opcional|(issue|problem|item|finding|hallazgo|problema|punto) #?\d+)$/;
export const LEFT_OUT_HEADING =
  /^(won'?t( have)?|will not( have)?|not now|not this (year|time)|out of scope|not in scope|not included|not wanted|fuera de(l)? alcance|no incluye|no por ahora|ahora no|weakness(es)?|debilidad(es)?|(inop,? )?do not use)$/;

/** A paragraph opening on what is background (folded): "Background. Buffelgrass…", "1. Antecedentes. La División…". */
export const BACKGROUND =
  /^(\d{1,2}[.)]\s*)?(background|antecedentes|context|contexto|about us|sobre nosotros|(the )?problem|el problema|(the )?challenge|el reto)[.:]\s/;

/**
 * A line passing on what follows (folded): "Pasting our chat from your website's chat box last night:",
 * "Copying our planning doc from Google Docs, comments and all, so you can see what we agreed on.", "Le
 * paso lo que platicamos en el grupo de WhatsApp para que vea lo que queremos:". It asks nothing, whatever
 * it names ("WhatsApp" is where the talk was, not a tool to connect).
 */
export const PASSED_ALONG =
  /^(pasting|copying|forwarding|sharing|attaching|(le|les|te) (paso|pase|comparto|mando|envio|reenvio|copio|pego|dejo)|aqui (le|les|te) (va|van|paso|dejo|comparto|mando))\b.*(:|\bbelow[.:]?|\bso (you|that you) (can|could) see\b[^:]*|\bpara que (vea|vean|veas|sepa|sepan)\b[^:]*)$/;

/** A line saying where what follows was pasted from (folded): "Pasted from our planning sheet (…):", "Copiado de la hoja…:". */
export const PASTED_FROM =
  /^(pasted|copied|typed up|taken|exported|copiado|copiada|pegado|pegada|transcrito|transcrita|sacado)( (in|over|out|it))? (from|de|del)\b.*:$/;

/**
 * A document's title opening the brief (folded): "Bug report (filed by our librarian)", "MEMORÁNDUM
 * INTERNO", "Hallazgos de la auditoría…", "Excerpt from our grant application, Section 4".
 */
export const DOC_TITLE =
  /^(bug report|issue report|incident report|support ticket|trouble ticket|reporte de (falla|error)|informe de (falla|error)|memorandum( interno)?|memo|hallazgos|findings|audit findings|excerpt from|extracto de|fragmento de|change ?log|historial de cambios|summary|survey results|resumen|resultados de la encuesta)\b/;

/** A priority or status given as a line's label and level (as written): "Priority: high. Budget: …". */
export const PRIORITY_LINE =
  /^\s*(priority|prioridad|severity|severidad|urgency|urgencia|status|estado):\s*(high|low|medium|urgent|critical|alta|baja|media|urgente|cr[ií]tica|\d)\b[.;,]?\s*/i;

/** A form's title line (folded): "Website inquiry form", "Formulario de contacto". */
export const FORM_TITLE =
  /^((website|web|contact|project|new client|intake|inquiry|quote) )*(form|formulario( de (contacto|cotizacion|solicitud))?)$/;

/**
 * A pictograph (an emoji, or a symbol such as ★, ☐ or ♪) in a regular expression's source. The worker's
 * runtime and Node, which runs the benchmark, ship different Unicode data: the newer leaves symbols such as
 * ★ (U+2605), ☐ (U+2610) and ♪ out of Extended_Pictographic, so those are listed too and a brief reads
 * the same in both.
 */
export const PICTOGRAPH = String.raw`(?:\p{Extended_Pictographic}|[\u{2388}\u{2605}\u{2607}-\u{2612}\u{2616}-\u{2685}\u{2690}-\u{2704}\u{270E}-\u{2711}\u{2765}-\u{2767}\u{1F000}-\u{1F0F5}\u{1F10D}-\u{1F10F}\u{1F12F}\u{1F16C}-\u{1F16F}\u{1F1AD}\u{1F260}-\u{1F3F6}\u{1F4FE}\u{1F546}-\u{1F5F9}\u{1F6C6}-\u{1F6F2}\u{1F774}-\u{1F77F}\u{1F7D5}-\u{1F7D9}\u{1F8B0}-\u{1F8D8}\u{1FA00}-\u{1FA6D}])`;

/**
 * A list item's mark opening a line (as written): "- ", "– ", "• ", "2. ", "b) ", a sticky note's colour
 * ("🟨 ", "[yellow] "), a thread's post ("2/6 "), a logbook's date ("03/02 — "), a sub-numbered point ("3.1 ").
 */
export const BULLET = String.raw`[-*•+~\u2013]|\d{1,2}\/\d{1,2}(\s+[\u2013\u2014](?=\s))?|\d{1,2}\.\d{1,2}\.?(?=\s)|${PICTOGRAPH}\uFE0F?|\[(yellow|pink|blue|green|orange|red|purple|amarill[oa]|rosa|azul|verde|naranja|roj[oa]|morad[oa])\]`;
export const LIST_MARK = new RegExp(String.raw`^\s*(${BULLET}|\d{1,2}[.)]|[a-z]\))\s+`, "u");

/** A to-do list, by what the brief calls it (folded): its checked items are done, its open ones to do. */
export const TODO_LIST = /\b(to-?do|whiteboard|task list|pendientes|pizarron|lista de tareas)\b/;

/**
 * One login for several systems, with what it opens (as written): "one sign-in for email and the
 * wholesaler's portal", "una sola cuenta al correo y al portal del laboratorio". Up to a comma: what follows it may be
 * another ask ("one login for email and the EHR, two-step sign-in, …").
 */
export const ONE_LOGIN_FOR =
  /\b(one|a single|single|una sola|un solo|la misma) (sign-?in|log-?in|login|password|account|cuenta|contrase[nñ]a|usuario)( (?!(and|y|e)\b)[a-zá-úñ]+){0,2} (for|to|into|across|on|para|al?|en)\b(?:(?! (and|y) (online|a|an|un|una)\b| for )[^.;:!?,])*/gi;

/** "Please" asking for something (folded): not "please don't…" nor "please leave it alone". */
export const PLEASE = /\b(please|por favor) (?!(don'?t|do not|no|leave|keep|deje|dejen)\b)/;

/**
 * What the visitor will do themselves (folded): "I'll show him how", "We'll write the texts ourselves",
 * "yo le voy a enseñar". Not what they will need ("We will need online booking later") or change on
 * the site themselves ("I'll post them myself").
 */
export const VISITOR_WILL =
  /^((i|we)('ll| will| are going to|'m going to| am going to)|(yo|nosotros) (\w+ )?(voy|vamos) a) (?!((also|probably|definitely|still|eventually|later) )?(need|want|like|love|require|have to|necesitar|querer|post|update|edit|change|add|upload|publish|put|subir|cambiar|publicar|actualizar)\b)/;

/**
 * How things stand and how they should be, as labelled pairs (as written): "NOW: We mail a paper
 * invoice. AFTER: families pay online." What stands today asks nothing; what comes after is the ask.
 */
export const NOW_LABEL = /(^|\s)(NOW|TODAY|BEFORE|CURRENTLY|AHORA|HOY|ANTES|Now|Today|Ahora|Hoy|Antes)\s*:\s+/;
/**
 * A glossary's heading (folded): "Glossary, since the last quote mixed things up:". The terms it
 * defines ("Stems: the separate tracks of a song") ask nothing.
 */
export const GLOSSARY = /^(glossary|glosario|definitions|definiciones|terms we use|palabras que usamos)\b.*:$/;

/**
 * A scenario's steps as a tester writes them (as written): "Scenario:" names a situation and "Given"
 * sets it; "When", "Then" and "And" tell what happens, which is what is asked.
 */
export const SCENARIO_STEP = /^\s*(Scenario|Escenario|Given|Dado|When|Cuando|Then|Entonces|And|Y)\b:?\s+/;

/** A Spanish ordinal numbering a clause (as written): "Primero.", "Segundo:". */
export const SPANISH_ORDINAL =
  /^\s*(Primero|Segundo|Tercero|Cuarto|Quinto|Sexto|S[eé]ptimo|Octavo|Noveno|D[eé]cimo)[.:]/;

/** A resolution's recital (as written): "WHEREAS our intake questionnaire is on paper;", "CONSIDERANDO que…". */
export const RECITAL = /^\s*(WHEREAS|Whereas|CONSIDERANDO|Considerando)\b/;
/**
 * What opens a resolution's ask (as written): "NOW, THEREFORE, BE IT RESOLVED that", "RESOLVED
 * FURTHER that", "SE ACUERDA:", a Spanish ordinal ("Primero.").
 */
export const RESOLVED = new RegExp(
  String.raw`^\s*((NOW,? THEREFORE,? )?(BE IT )?RESOLVED( FURTHER| ALSO)?,?( that)?|(SE ACUERDA|ACUERDA|SE RESUELVE|RESUELVE)\s*:?|${SPANISH_ORDINAL.source.replace("^\\s*", "")})(\s+|$)`,
);
/** A resolution's closing (folded): "Adopted unanimously on March 12", "Aprobado por unanimidad". */
export const ADOPTED =
  /^(adopted|approved|passed|aprobad[oa]|adoptad[oa])\b.*\b(unanimous\w*|unanimidad|vote|votos|votes|on|el)\b/;

/** The title of such pairs (folded): "How things work now, and how we'd like them to work". */
export const PAIRS_TITLE = /^(how|como|asi) .*\b(now|today|ahora|hoy)\b/;
export const AFTER_LABEL = /(^|\s)(AFTER|THEN|FUTURE|DESPU[EÉ]S|After|Then|Después|Despues)\s*:\s+/;

/** The trouble a request answers, told as what cannot be done: "What we can't do is sell seats the way the room works". */
export const CANNOT_DO = /^what (we|i|you) (can'?t|cannot|can not) do (today |now |yet )?is\b/;

/**
 * A clause of what stays, not a wish (tested on the folded item): "…, que se queda como está", "…, que lo
 * sigo llevando yo".
 */
export const STAYS_CLAUSE =
  /^((y|e) )?que (ya )?(se queda|se quedan|sigue|siguen|(lo|la) (sigo|seguimos) llevando|no (se )?cambia|se vea igual\w*|se vean igual\w*|quede igual\w*)\b/;

/** A participle saying how the item before is done: "booked online", "shipped", "and get charged automatically". */
export const HOW_DONE =
  /^((get|gets|be) (charged|billed|paid|reminded|notified|emailed|texted|approved|confirmed)( \w+)?|(booked|paid|reserved|signed|submitted|scheduled|shipped|mailed|delivered|charged|posted|published|updated|reservad[oa]s?|pagad[oa]s?|firmad[oa]s?|enviad[oa]s?|mandad[oa]s?|publicad[oa]s?)( (online|en linea|automatically|automaticamente|by \w+|por \w+|through \w+|with \w+|con \w+|(after|before|every|each|within|despues de|antes de|cada) [a-z ]{1,30}|the same (day|evening|night|week)|that (day|evening|night)|right away|immediately|el mismo dia|esa (noche|tarde)|de inmediato|al momento))?)$/;

/**
 * Items that only say more of the item before (tested on the item without its lead-in): when it is done
 * ("…account, made when they're hired"), who sees it ("…, visible to the GC on site"), where it works
 * ("…, que sirva desde el celular") and one more of the same ("…and another when their order is clean").
 */
export const MORE_OF_BEFORE = [
  /^(made|created|set up|opened|closed|removed|shut off|turned off|deleted|added|updated|cread[oa]s?|abiert[oa]s?|cerrad[oa]s?|borrad[oa]s?) (when|as soon as|once|the day|cuando|en cuanto)\b/,
  /^(visible|available|shown|viewable|accessible|visibles?|disponibles?) (to|for|a|para)\b/,
  /^(que )?(sirva|funcione|jale|se vea bien|se pueda usar|works?|working) (bien |well |too |also )?(desde|en|on|from) (el |la |su |the |their |our |a )?(celular|telefono|tableta|cel|phones?|tablets?|mobile)( too| tambien)?$/,
  /^(another|one more|otro|otra) (when|once|for|before|after|cuando|para|antes|despues)\b/,
  // "book a puja online, pick the date and time": when, for the booking before.
  /^(pick|choose|select|escoger|elegir|escojan|elijan|escoja|elija) (the |a |their |el |la |su )?(date|time|day|slot|hour|fecha|hora|dia|horario)( (and|or|y|o|e) (the |a |la |el )?(date|time|day|slot|hour|fecha|hora|dia|horario))?$/,
];

/**
 * More of what the sentence before said, with nothing of its own ("…, and so do the parts suppliers'
 * portals we order from"): tested on the item as written, since "and so" is a lead-in.
 */
export const SO_DO = /^((and|y) )?(so (do|does|is|are|will)|neither (do|does|is|are)|as (do|does)) .+/;

/** A request for proposals, which is the brief itself: "The Assessor's Office … is requesting proposals". */
export const FORWARDS =
  /^((see |more |all the |full )?details (below|abajo|aqui abajo)|(ver |mas )?detalles (abajo|aqui abajo))\b|^(the|la|el) (\S+ ){1,3}(part|parte|section|seccion|piece) (is|es) (what|lo que) (we|i) (need|want|necesitamos|queremos)\b|^(diganle|digale|diganme|digannos|tell (him|her|them|me|us)|let (him|her|them|me|us) know) (\S+ ){0,2}(lo que|what) (quieren|quiere|queremos|you want|we want|they want)\b|^(please )?(find|get|hire) (someone|somebody|a vendor|a company|an agency|a firm|people) (who|that) can do (all (of )?)?(this|that|it)\b|^(keep|stay) (it |this |everything )?(to|within|under) (what (we|you|i) can afford|(the|our|your|my) budget)\b(?![^.]*\b(but|pero)\b)|^((please )?(pass|forward|send) (this|it) (along |on )?to|(please )?see (below|attached|the (note|email|message|thread) below)|(ver|vea|lea) (abajo|lo de abajo|el correo de abajo))\b/;

export const REQUESTS_PROPOSALS =
  /\b((is|are|we'?re|we are) (now )?(requesting|seeking|inviting|soliciting|accepting)|would like|invites|requests|seeks|(we|i) (now )?(request|seek|invite|solicit)) (a |an )?(proposals?|bids?|quotes?|offers?)( from [^,;]+| for the following[^;]*| for)?$|^(request for proposals?|rfp)\b|^(the )?(proposals?|bids?|vendors?|contractors?) (shall|must|should|will) (provide|include|cover|address|describe)( the following)?$|\b(solicita|solicitamos|solicitan|invita a presentar) (propuestas|cotizaciones|ofertas)\b/;

/**
 * When the work is wanted and what it may cost, with nothing else to build: "we have $18,000 and would
 * like it in six months", "a county grant gives us $60,000 and we'd like it running in 5 months", "no
 * tengo mucho, como mil dolares", "pa la temporada de marzo, en 2 meses". The amounts and times are
 * taken out of the folded item; only these words may be left.
 */
const MONEY =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a few|\d+) (thousand|grand)( dollars)?\b|\$\s?[\d,.]+\s?k?\b|\b[\d,.]+k?\s?\(?(dollars|dolares|usd|bucks)\b|\b(un |dos |tres |cinco |diez |\d+ )?mil( de)? (dolares|pesos)\b/g;
const MONTHS =
  "january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre";
/** A count, in words or digits ("five", "5", "cinco"); NUMBER also takes an article ("a month"). */
const COUNTED =
  "one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce";
const NUMBER = `a couple of|couple of|a few|un par de|a|an|un|una|${COUNTED}`;
/**
 * What the visitor does every season, counted (folded): "cada agosto inscribimos a unos 350 niños",
 * "every August we enroll about 350 kids". Told, not asked, unless it happens online.
 */
export const HABITUAL_COUNT = new RegExp(
  `^(cada|every|each) (ano|mes|semana|temporada|year|month|week|season|spring|summer|fall|autumn|winter|primavera|verano|otono|invierno|${MONTHS})\\b[^,;]*?\\d[\\d,]*\\b(?![-/])`,
);
export const WHEN = new RegExp(
  `\\b((${NUMBER}) (months?|weeks?|years?|mes(es)?|semanas?|anos?)( from now| de ahora| a partir de hoy)?|(the |la |el )?(next |coming |proxim[oa] )?([a-z]+ )?(season|temporada( de [a-z]+)?|semester|semestre|session|sesion|(school|fiscal) year|ano fiscal|ciclo escolar)|(the )?(end|beginning|start|middle) of (the |our )?((fiscal|school|calendar) )?(year|month|quarter|semester|summer|spring|fall|winter|${MONTHS})|(a )?fin(es)? de (\\w+ )?(ano|mes|${MONTHS})|(el |la )?(mes|semana|ano) ((que|q) entra|(que|q) viene|entrante)|[a-z]+fest(?<!manifest)|christmas|navidad|columbus day|labor day|memorial day|veterans day|independence day|fourth of july|4th of july|cinco de mayo|dia de (los )?muertos|easter|semana santa|thanksgiving|halloween|diwali|ramadan|hanukkah|new year|ano nuevo|mother'?s day|dia de las madres|father'?s day|dia del padre|back to school|regreso a clases|(spring|summer|fall|autumn|winter) (shipping|roundup|branding|harvest|planting)|spring|summer|fall|autumn|winter|primavera|verano|otono|invierno|${MONTHS})\\b`,
  "g",
);
/**
 * Someone else's date, told in the present (folded): "our largest client reviews our contract in ten
 * weeks", "our fiscal year ends June 30". Tested with a due date and no wish.
 */
export const THEIR_DATE =
  /^(our|my|the|their|his|her|el|la|los|las|nuestr[oa]s?|mi|su) ([a-z'-]+ ){0,3}[a-z]+(s|e|en|an)\b/;

/**
 * A visitor taking back what they just said (as written): "Las asambleas de vecinos... no, esas las
 * seguimos haciendo en persona" (not "… no, también pagos"). The words before the dots are dropped.
 */
export const TAKEN_BACK =
  /[^.!?\n:;,]*(\.\.\.|…)\s*(no|nah|nope|actually,? no|mejor no|bueno,? no|pensándolo bien,? no)(?=[,.!]|\s*$)(?![,.!]?\s*(tambi[eé]n|also|too|adem[aá]s|but also)\b)[,.!]?\s*/giu;

/**
 * A wish the visitor takes back in the same sentence (folded): "At first I wanted an online shop too, but
 * forget that, …", "I was going to ask for a calculator…, but scratch that: …", "al principio queríamos…,
 * pero mejor no".
 */
export const TAKEN_BACK_WISH =
  /^((at first|originally|first),? (i|we) (wanted|thought about|was thinking|were thinking)|(i|we) (first|originally) (wanted|thought)|(i|we) (was|were) (going to|gonna) ask( for)?|(i|we) (started|began) (writing|asking)( this)? wanting|(al principio|primero) (queria|queriamos|pensaba|pensabamos|pense en|pensamos en|pense que|pensamos que|iba a pedir|ibamos a pedir))\b.*\b(but|pero|so),? (forget|scratch|never ?mind|no\b|skip|not anymore|olvid\w*|(\S+ ){0,4}mejor no|(\S+ ){0,10}(no vale la pena|(it'?s |is )?not worth it)|(\S+ ){0,4}basta\b)/;
/**
 * What the visitor takes back by name (folded sentence): "Actually, scratch the blog", "forget the
 * newsletter", "never mind the app", "let me take the calendar back", "olvídense del blog", "mejor sin
 * tienda"; its "thing" is what is taken back, its "rest" what follows a comma or a colon.
 */
export const SCRATCHED =
  /^((actually|wait|oh|and|also|on second thought|pensandolo bien|bueno|mejor|y|ah),? )*(scratch|forget( about)?|never ?mind( about)?|olvid(a|en|ense|ate|alo|emos)( de)?|quit(a|en|ale|enle)|mejor sin|(let me |i'?ll |i )?take(?= (that |the )?[a-z-]+( [a-z-]+)? back\b)) (that |the |about the |lo de |lo del |el |la |los |las |del )?(?<thing>[a-z-]+( (?!back\b)[a-z-]+)?)( back)?( (idea|part|one|thing|parte|cosa))?( (too|tambien|entonces|then|for now|por ahora|after all|al final))?(?<rest>[,:].*)?$/;

/**
 * A wish only that the work be ready or its money spent (folded): "the town wants it live", "it has to
 * be up", "would like to launch", "hay que gastarlo".
 */
export const IT_READY =
  /\b(it|this|everything|todo|lo|la)\b (\S+ ){0,3}?(live|up|ready|done|launched|finished|running|listo|lista|terminad[oa]|funcionando)\b|\b(launch|go live|lanzar|lanzarlo|estrenar)\b|^(be |going )?live\b|\b(must|should|has to|have to|needs? to|to) be (live|up|ready|done|launched|finished|running)\b|\b(it|everything|all of it|this|the (money|grant|budget|funds?)) (\S+ ){0,3}?(spent|invoiced|billed)\b|\b(spend it|gastarlo|gastarse|ejercerlo|facturarlo)\b/;

/**
 * When the work is due (folded): a count of months or weeks ("in five months", "como en cuatro
 * meses", not "cada 2 meses", "$25 a month" or "two weeks before"), an event or a month it is due before ("before
 * the home and garden show", "antes de la feria", not "30 minutes before the show"), or a part of a
 * month ("late October").
 */
export const DUE = new RegExp(
  String.raw`(?<!\b(cada|every|each|per|por|a|to|or|o|y|and|-) )\b(${COUNTED}) (months?|weeks?|mes(es)?|semanas?)\b(?! (antes|before|after|despues|early|ahead|prior|later|mas tarde)\b)|(?<!\b(minutes|hours|days|day|week|weeks|night|evening|morning|minutos|horas|dias|dia|semana|semanas|noche|tarde|manana) )\b((before|by|in time for|antes de) (the|our|la|el|nuestra|nuestro)|antes del) ([a-z0-9'-]+ ){0,4}(show|fair|expo|festival|convention|conference|opening|opener|races?|series|tournament|trials?|gala|bloom|harvest|holidays|feria|exposicion|congreso|carrera|torneo|${MONTHS})\b(?! (chair|director|committee|organizers?|staff|team|board|coordinator|manager|host|crew)\b)|\b(late|early|mid|finales de|principios de|mediados de) (${MONTHS})\b|\b(${MONTHS}) \d{1,2}(st|nd|rd|th)?\b|\b\d{1,2} de (${MONTHS})\b|\b(before|by) then\b|\b(antes de eso|para entonces)\b`,
  "g",
);
const COST_AND_TIME_WORDS = new Set(
  (
    "we i you us have has got gives give given a an the county state city grant budget would like love want wants " +
    "need it this that everything all of running ready done live launched finished up and about around roughly " +
    "only just set aside in by for before within from now next then tenemos tengo no mucho muy como unos " +
    "queremos quiero necesitamos necesito ocupamos ocupo nos gustaria lo la listo lista listos funcionando y pa para en de antes del el nada mas " +
    // "la queremos tener para el torneo de diciembre, en unos cinco meses"
    "tener " +
    "prep time timing timeline " +
    "we'd i'd we've i've ideally hopefully opener opening launch kickoff start over across during durante " +
    // who funds it and how little there is: "our board set aside $150,000", "casi no tenemos dinero, como $4,000"
    "our board council supervisors foundation donor donors raised saved approved budgeted allocated awarded set aside which " +
    // whose leaving dates it: "I leave in two months", "me jubilo en junio"
    "leave leaving retire retiring jubilo jubila " +
    "casi dinero money poco little much not nuestra junta directiva budget's has to be spent spend used must so " +
    // who funds it, in Spanish: "una fundación nos dio $30,000", "el condado nos aprobó"
    "un una nos dio dieron dono donaron aprobo aprobaron fundacion beca condado ciudad mesa tiene tienen " +
    // as budgets are misspelt: "budjet $5000"
    "budjet buget budgit presupusto " +
    // "the county gave us $60,000 for this", "I think we can spend about eight thousand, say four months",
    // "presupuesto aprobado: $55,000 del fondo federal", "want it before Diwali, 4 months out"
    "gave think can say guess maybe probably out esto eso pal donante donantes donativo is what to with on of " +
    "comes come came end beginning middle exceed max maximum tope presupuesto aprobado aprobada fondo fondos " +
    "federal federales estatal " +
    // when an event dates it: "by the Columbus Day tourney", "the May cohort starts in five months"
    "announcement tourney cohort installation officers ceremony anniversary graduation starts begins begin opens " +
    "got show expo fair fall spring summer winter work working sometime " +
    // when school starts dates it: "pa julio que empiezan las clases"
    "empiezan empieza clases classes " +
    "torneo inauguracion graduacion ceremonia aniversario cohorte " +
    // a range: "entre 20 y 25 mil dólares", "between $8,000 and $10,000"
    "entre between to " +
    // when it opens: "to be open for snowbird season, four months from now"
    "open " +
    // a vote to spend it: "Shall the board spend up to $3,500 on all of the above"
    "shall above all " +
    // what the visitor offers: "I can offer $3,000 and three months"
    "offer offers ofrezco ofrecemos " +
    // an auction's conditions: "Conditions of sale: $4,200 all in. Hammer falls in three months."
    "conditions terms sale hammer falls " +
    // asked kindly, or for whoever the brief is written for: "$2,500 and 2 months please", "she needs it in five months"
    "please pls por favor porfa she he they needs going meeting " +
    // a promissory note's or a receipt's amount: "Bueno por $18,500.00", "BUENO POR: $3,800.00 USD"
    "bueno usd " +
    // asked kindly: "three months if you can"
    "if " +
    // who sets the limit, and whose money it is: "Procurement says we can go up to $40,000", "my budget's around twelve grand"
    "procurement purchasing says said go my your " +
    // "Timing-wise we'd love to have it before the home show in March"
    "timing-wise wise " +
    // thanked for: "en unos cuatro meses gracias"
    "gracias thanks"
  ).split(" "),
);
/** Where money comes from: "from the city's sustainability grant", "de un grant del USDA". */
const FUNDS_FROM =
  /\b(from|in|de|del|en) (the |a |an |our |un |una |el |la |las |los |nuestr[oa]s? )?([a-z'-]+ ){0,3}(dues|cuotas|grant|fund|funds|foundation|donation|donor|budget|program|programa|endowment|reserves|savings|treasury|account|raffle|fundraiser|bake sale|car wash|booster club|boosters|pta|pto|sponsors?|patronato|padrinos|fondos?|beca|subsidio|subvencion|fundacion|presupuesto|ahorros|tesoreria|cuenta|rifa|kermes|colecta|tamalada)( (of|from|del|de la|de) (the )?[a-z']+)?\b/g;
/**
 * Money or a time after a label, dressed in a few of the brief's own words (folded, after the colon): "Fare:
 * $5,200, exact change", "Service begins: in three months, before the first snow", "Se sirve en: dos meses".
 * Whether the label or the words name a feature is tested apart.
 */
export const dressedCostOrTime = (folded: string) => {
  const left = folded.replace(MONEY, " ").replace(WHEN, " ").replace(FUNDS_FROM, " ");
  if (left === folded) return false;
  return left.split(/[^a-z']+/).filter((word) => word && !COST_AND_TIME_WORDS.has(word)).length <= 2;
};

/**
 * Prices for different cases, not one sum or a range (folded): "$180 up to 10 hp, $260 from 11 to 30 hp"
 * (not "$5,000 to $8,000").
 */
export const priceTable = (folded: string) => {
  const between = /\$\s?[\d,.]+k?\b(.*?)\$\s?[\d,.]+/.exec(folded)?.[1];
  return between !== undefined && !/^\s*(to|a|and|y|or|o|hasta|[-\u2013\u2014])?\s*$/.test(between);
};
/** A wish only for when it is ready (folded): "I need it in two months before summer when everybody runs out". */
export const WANTED_BY =
  /^((we|i)( (need|want|would like)|'d (like|love))|(lo|la) (necesito|necesitamos|queremos|quiero)) (it |this |the (new )?(site|website|page) )?((done|ready|up|live|finished|lista|listo) )?(in|by|before|within|para|antes de|en) /;
export const costAndTimeOnly = (folded: string) => {
  // "no tengo mucho, como 400": a bare number is money after what the visitor has.
  const money = /\b(tengo|tenemos|have|got|budget|presupuesto)\b/.test(folded) ? /\b\d[\d,.]*\b/g : MONEY;
  const left = folded
    .replace(MONEY, " ")
    .replace(money, " ")
    .replace(WHEN, " ")
    .replace(DUE, " ")
    .replace(FUNDS_FROM, " ");
  if (left === folded) return false;
  return left.split(/[^a-z']+/).every((word) => !word || COST_AND_TIME_WORDS.has(word));
};

/**
 * The thing money is for, when the rest only says what there is and when: "A foundation has given us
 * $60,000 for a new website and we have six months" asks for "a new website". Written text in, the
 * thing as written out.
 */
export function fundedThing(written: string): string | null {
  const match =
    /\b(for|para) ((?:a|an|the|our|my|un|una|el|la|nuestr[oa]|mi|su) (?:new |brand new |nuev[oa] )?[\p{L}' -]+?)(?=,| and | y |\.|$)/iu.exec(
      written,
    );
  if (!match) return null;
  const thing = match[2]!;
  if (!BUILT.test(fold(thing)) && !THING.test(fold(thing))) return null;
  const rest = fold(`${written.slice(0, match.index)} ${written.slice(match.index + match[0].length)}`);
  // (Money someone gave for it is asked too: "A member left the club $10,000 in her will for a proper website".)
  return rest.search(MONEY) >= 0 && (costAndTimeOnly(rest) || GIVEN_MONEY.test(rest)) ? thing : null;
}

/** Money given or saved for something (folded): "left the club $10,000", "nos donaron", "we raised". */
const GIVEN_MONEY =
  /\b(left|gave|donated|granted|awarded|raised|won|set aside|put aside|saved|dejo|dono|donaron|nos dieron|nos dio|recaudamos|juntamos|ahorramos)\b/;

/**
 * An aside saying the item stays as it is (folded): "printed through IngramSpark, which stays", "…,
 * which we keep", "…, que no cambia". One that says it cannot change holds a "can" that is no wish.
 */
export const STAYS_ASIDE =
  /,\s*(so nothing (about|on|for) (that|it|this)|which (stays?|does ?n'?t change|won'?t change|(we|i) (keep|will keep|are keeping|can'?t change|cannot change|won'?t change)|(we|i)('ll|'re) keep(ing)?|(has|'s) (got )?nothing to do with)|que (se queda|se quedan|no cambia|no se cambia|no se toca|mantenemos|conservamos))\b/;
export const CANNOT_CHANGE_ASIDE = /,\s*which (we|i) (can'?t|cannot) change\b.*$/;

/**
 * A wish that things stay as they are: "it has to stay there", "must remain the same", "wants to keep doing that
 * herself", "she can keep doing that for her own notes".
 */
export const STAYS_PUT =
  /\b((has|have|needs?) to|must|should|can|could|may) ((stay|remain) (there|put|the same|unchanged|untouched|as (it|they) (is|are)|as is|where (it|they) (is|are)|manual|offline|separate|on paper|by hand|out of it)|(look|work)( and (look|work))? (exactly )?(as|like) (it|they) (does|do|is|are))\b|\b(wants?|would like|'d like) to keep [a-z]+ing (that|it|this|those|them)\b|\b(will|can) keep [a-z]+ing (that|it|this)\b/;

/**
 * What stays as it is, even when it names an action ("members already pay dues on Stripe and that
 * stays as is", "la mensualidad ya la cobramos con Square y así se queda", "that part is fine").
 */
export const KEPT =
  /\b((he|she|we|i|they)('s| is|'re| are|'m| am) keeping (that|it|them|this|those)|(belongs?|belong) to the (vendors?|provider|manufacturer|hospital|county|state|city|university|district|landlord|fabricante|proveedor)|(?<!\b(that|which|where) (we|i) )already(?! (on|in|at|there|here|stuck|printed|attached|placed)\b)|(we'?re|we are|i'?m|i am|it'?s|it is|they'?re|they are|is|are) already|years ago|\w+ (months|weeks) ago|last (year|month)|hace (\w+ )?(anos|meses)|(?<!\b(que|donde|si) )ya (lo |la |los |las )?\w+(amos|emos|imos)|stays? (exactly |just )?(as it is|as is|that way|on [a-z]+|in place|for (members|people|customers|those|anyone|clients|patients))|stays? (exactly |just )?as (they|it|their|its) |(that|it|this|which|both|all|everything|those|these) stays?(?! up\b)|\S+ stays?\s*$|\w+ stays? (our|my|the|your|his|her|their) [a-z]+( [a-z]+)?$|\w+ stays? (for|as) (the |our |its |their )?[a-z]+( [a-z]+)?$|(nos|me|les|le) gusta(n)? (asi|como (esta|estan|es))|asi (nos|me|les|le) gusta(n)?|(sigue|siguen) ([a-z]+ ){0,3}(igual|como siempre|como esta|como estan|asi)|(se vea|se vean|quede|queden) (igual|igualita|igualito|igualitas|igualitos)\b|(stays|stay) (the way it is|as it always has|like always)|(like|love|likes|loves) it (the way it (looks|is)|as it is)|(looks?|works?)( and (looks?|works?))? (exactly )?(as|like) (it|they) (does|do|is|are)\b|(must |should |has to |have to )?stays? out of it|has nothing to do with (this|it|the (site|website))|((is|are) ?n'?t|'s not|'re not|is not|are not|^not) (part of|included in) (this|it|the (project|job|work|site|website))|\bstays? (where|the way|how) (it|they) (is|are)\b|\b(stays?|remains?) (walk-?ins?|in person)\b|\binsist(s|ed)? on keeping (it|them|that|this|those)\b|\bno entra en (este|esta|el|la)\b|\b(sigue|siguen) (en|por) (el|la|los|las) [a-z]+\b|\b(continues?|stays?|remains?)\b.*\bas always\b|\bno forma(n)? parte de (est[eao]s?|la|el|lo)\b|\b(eso|esto|eso ya|esto ya) no va en (la|el) (pagina|sitio|web)\b|(is ?n'?t|is not|are ?n'?t|are not) going anywhere|(that|it|this|which) (does ?n'?t|won'?t|will not) change|(that'?s|that part is|which is) (fine|ok|okay)|(like|likes|love|loves) it (the way|as) it is|(asi )?se queda(n)?( asi| igual| como (esta|estan))?|(eso )?no (se )?cambia|no se toca(n)?|stays? (in|on|with|at)\b(?! (sync|touch|top|budget|track|schedule|time)\b)|remains? (with|in|on|as|the same|unchanged|untouched)|(sigue|siguen|seguir|seguimos|sigo|seguira|seguiran) (igual|asi|como (esta|estan|hasta ahora))|no (lo |la |los |las )?(podemos|puedo|pueden|se puede|se pueden) (tocar|cambiar|mover)|(is ?n'?t|is not|are ?n'?t|are not) changing|(we'?re|we are|i'?m|i am) not (changing|replacing|touching) (that|it|this|those|them)|^((otherwise|apart from that|other than that|aside from that|beyond that|for the rest|por lo demas|lo demas),? )?(keep|leave) (\S+ ){0,5}(as (it|they) (is|are)|alone|untouched|unchanged)|^(keep|leave) (that|it|this|those|them|these)( one| too| as is)?$|^(dejen|deje|dejar|mantener|mantengan|mantenga)(la|lo|las|los)? (\S+ ){0,5}como (esta|estan)|(sigo|seguimos|seguire|seguiremos|sigue|siguen|seguira|seguiran) [a-z]+(ando|iendo)|(we'?ll|i'?ll|we will|i will) (keep|continue|still) [a-z]+ing|('s|has|have) got nothing to do with|leave (it|them|that) be|(that'?s|it'?s|that is|it is) staying (how|as|the way) it is|makes no finding|(is ?n'?t|'s not|is not) on (the|this|our) (card|list|menu|program|form)|^not on (this|the) [a-z]+$|\bthat'?s not on (the|this) [a-z]+$|(that'?s|that is|it'?s|it is|which is) separate|no tienen? (nada )?que ver)\b/;

/**
 * A problem told as it happens, asking nothing itself: "they call constantly asking where it is",
 * "cases get lost", "it slows to a crawl".
 */
export const COMPLAINT =
  /^(the|our|my|his|her|their|el|la|mi|su|nuestr[oa]) ([a-z]+ ){0,4}(expires?|expired|is expiring|runs out|vence|se vence|caduca)\b|\b(constantly|all the time|all day|keeps? asking|gets? lost|falls? through the cracks|slows? (down|to a crawl)|times? out|a cada rato|todo el (tiempo|dia)|se (nos )?(pierden?|revuelve)|se traba|shares? (a |the same )?(logins?|passwords?)|(is|are) taped to|nobody ever|was hit by|got (hacked|into)|se metio|nos hackearon|comparten (la misma )?(contrasena|clave)|(ya )?nadie sabe|no (entra|viene|llega|compra) nadie|wait(s|ing)? in (line|lines) for|hacen fila|se forman desde|nadie (entra|viene|llega|compra)|^what (we|i|you) (can'?t|cannot|can not) do is)\b/;

/** An opening that says what the visitor has: "Tenemos una vidriería en Phoenix", "We have a bakery". */
export const HAS_BUSINESS = /^(tenemos|tengo|we have|i have) (un|una|a|an) /;

/** An opening that says the visitor already has a site: "Tenemos una página para…", "Our site has…". */
export const HAS_SITE =
  /^((tenemos|tengo|we have|i have|we've got) (un|una|a|an) (pagina|sitio|web ?site|site)|(our|my|nuestr[oa]|mi) (web ?site|site|pagina|sitio)( web)? (has|holds|tiene))\b/;

/** Words that ask to connect with a service ("syncs with", "through QuickBooks", "into HubSpot"). */
export const CONNECT =
  /\b(sync\w*|connect\w*|integrat\w*|through|into|via|pull\w*|push\w*|read (\w+ )?from|sincroniz\w*|conect\w*)\b/;

/** Words that name something to build, which a business's description does not hold. */
export const BUILT = /\b(web ?sites?|site|pages?|app|portal|online|paginas?( web)?|sitio( web)?|aplicacion|en linea)\b/;

/** A place's name after "in" ("in Show Low", "en San Luis"): its words ask for nothing. */
export const PLACE_NAME = new RegExp(
  String.raw`\b(in|en|near|outside|around|from|out of|cerca de)\s+(?!(${MONTHS.replace(/\b[a-z]/g, (letter) => letter.toUpperCase())})\b)([A-Z][\w'-]*(\s+|$))+`,
  "g",
);

/** Languages a page is written in, folded: "in English and Spanish" is one ask. */
const LANGUAGES = `english|spanish|espanol|ingles|${OTHER_LANGUAGES}|${IDIOMAS}`;
export const ENDS_WITH_LANGUAGE = new RegExp(`\\b(${LANGUAGES})$`);
export const STARTS_WITH_LANGUAGE = new RegExp(`^(en )?(${LANGUAGES})\\b`);

/** Whom an item is for: "for our golf course", "para mi paletería" (what is for a business is asked). */
export const FOR_SOMEONE = /\b(for|para) (our|my|a|an|the|your|mi|mis|nuestr[oa]s?|su|sus|un|una|el|la)\b/;

/** A place named with "in" ("in Tucson", "in the East Valley", "en San Luis"), as written. */
const AT_PLACE = /\b(?:in|en|near|outside|around|out of|cerca de)\s+(?:the\s+)?((?:[A-Z][\w'-]*\s*)+)/g;

/** Capitalised words after "in" that are no place: a language ("in Spanish"), a search engine or app ("en Google"). */
const NOT_PLACE =
  /^(English|Spanish|Spanglish|Español|Espanol|Inglés|Ingles|Google|Bing|Yelp|Facebook|Instagram|TikTok|Apple|Amazon|Excel|Windows)\b/;

/**
 * Whether an item says where something is ("Mobile document shredding in Tucson"): a place named after
 * "in", not a language nor a tool ("in WordPress", "in Laravel").
 */
export function namesPlace(item: string): boolean {
  return [...item.matchAll(AT_PLACE)].some(([, name]) => !NOT_PLACE.test(name!) && toolsNamed(name!).length === 0);
}

/** An indefinite article starts a new thing ("a waitlist"); "the loan system" names one already there. */
export const INDEFINITE = /^(a|an|un|una|unos|unas)\s/;

/** Words that point back to what the item before named ("orders from it", "los servicios que llegan por ellos"). */
export const POINTS_BACK = /\b(them|it|those|there|from there|ellos|ellas|ahi|alli|esos|esas|eso)\b/;

/** Words that start an item continuing the one before: "with a tech visiting", "cada una con su foto", "al sistema de pedimentos". */
export const CONTINUES =
  /^(with|for|in|at|on|from|con|para|en|desde|al|a (la|las|los|su|sus|mi|mis|nuestr[oa]s?)|each|cada (uno|una))\b/;

/** Words describing a business after its name: "registered with the SEC", "family-owned since 1985". */
export const DESCRIBES =
  /^(registered|licensed|certified|based|founded|located|bonded|insured|accredited|family[- ]owned|established|registrad[oa]s?|certificad[oa]s?|fundad[oa]s?)\b/;

/** Words of a clause (a subject and its verb), which a list's bare names do not hold. */
export const CLAUSE =
  /\b(que|when|once|if|cuando|si|since|because|who|which|that|nosotros|we|i|they|you|he|she|it's|is|are|was|were|es|son|esta|estan|ha|han|has|have|had)\b/;

/**
 * An item told as a clause, a subject doing or being something, rather than a thing named ("Techs
 * write everything on paper tags", "It shows ads", "casi todos los clientes nos escriben por WhatsApp",
 * "las terminales de pago las pone el banco", "en cada tienda hay una computadora"). Tested on the
 * folded main clause; `SPANISH_PAST` on the written words.
 */
export const TOLD = [
  /^((now|today|these days|ahora|hoy) )?(it|they|he|she|we|we're|i|i'm|you|everyone|everybody|nobody|someone|somebody|yo|ellos|ellas|nosotros|nos|me|se|les?|alguien|nadie)\b/,
  /\b(is|are|was|were|has|have|had|does|did|doesn'?t|don'?t|isn'?t|aren'?t|wasn'?t|hay|habia|es|son|era|eran|esta|estan|fue|fueron)\b/,
  /^(?!to\b)([a-z'-]+ ){1,3}(writes?|wrote|uses?|used|types?|typed|comes?|came|goes|went|gets|got|makes|made|takes|took|works|worked|runs|ran|lives|shows|says|said|pays|paid|asks|asked|calls|called|texts|texted|emails|emailed|hates?|loves?|relies|rely|depends?|happens?|waits?|turns? up|shows? up|lines? up|ends? up|handles|handled|tells|told|keeps|kept|sends|sent|falls|fell|breaks|broke|crashes|crashed|loses|lost|costs|scared|hacked|stole)\b/,
  // What others want or require: "two of our lenders now want proof", "the bank requires a scan" (not
  // the visitor's own council, board or owners: "our council wants an outside review" asks).
  /^(?!(we|i|you)\b)(?!.*\b(council|board|owners?|boss|director|management|manager|committee|partners?|president|ceo|pastor|family)\b)([a-z'-]+ ){1,4}(now |also |really )?(wants?|asks?|asked|requires?|required|expects?)\b/,
  // Negated: "ya no quiere seguir pagando", "no funciona", "nunca sabemos quién ya pagó".
  /^((y )?(luego|despues) )?(ya no|no|nunca) [a-z]+(a|e|an|en|amos|emos|imos)\b/,
  // People told as one: "la gente manda fotos por WhatsApp", "el cliente llama".
  /^(la gente|el cliente|la clientela|todo el mundo|mucha gente|nadie)\s+(\S+\s+){0,2}[a-z]+(a|e|an|en)\b/,
  // A plural subject and its verb: "los choferes salen con sus rutas impresas", "la mitad de los papás vienen de San Luis".
  /^(el|la|los|las|casi todos los|casi todas las)\s(\S+\s){0,4}[a-z]+s [a-z]{2,}(an|en)\b/,
  // A pronoun before a verb after a noun ("los clientes nos escriben"); not an article after a preposition ("de los productos").
  /(?<!\b(de|en|con|para|por|a|y|o|e|sin|sobre|entre|desde|hasta|al|del|que)) (lo|la|los|las|le|les|nos|me|se) [a-z]+(a|e|o|an|en)\b/,
];

/** A Spanish verb in the past, as written with its accent ("alguien entró", "nos cambió los reportes"). */
export const SPANISH_PAST = /\p{L}{2,}ó(?!\p{L})/u;

/**
 * A verb in the past, for what happened rather than how things stand ("someone got in", "it was
 * hacked", "la hizo un sobrino": Spanish pasts that no accent marks).
 */
export const PAST =
  /^(started|began|opened|founded|grew)\b|\b(was|were|had|got|did|happened|changed|broke|stole|hacked|lost|crashed|went|came|left|quit|retired|used to|built|bought|took|wrote|said|sold(?! online| on (the|our|your) (web ?)?site)|(has|have) (\w+ )?[a-z]{3,}ed|(in|since|back in|en|desde) (19|20)\d\d|(we|i|they|he|she|it|someone|somebody|everyone|everybody|nobody|people|\d[\d,]* (people|guests|customers|visitors|members|cars|folks)|the [a-z]+( [a-z]+)?) [a-z]{3,}ed (up|out|down|over|off|away|back)|(last|this past) (year|month|week|summer|spring|fall|winter|season)|(in|en) (january|february|march|april|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)|[a-z]{3,}(aron|ieron)|el ano pasado|el mes pasado|la semana pasada|hizo|hicieron|puso|pusieron|dijo|dijeron|tuvo|tuvieron|vino|vinieron|quiso|pudo|supo|trajo|fue|fueron|dio|dieron)\b/;

/**
 * What happened to someone, told as a story (folded): "He passed away last winter", "his wife found the
 * password", "Last fall forty people showed up at the wrong park", "nos llegó un correo falso", "la última
 * muchacha que se fue todavía entraba al correo". Not a thing to be done ("the old
 * messages moved over", "their email moved into ours").
 */
export const NARRATED =
  /^((last|this past) (year|month|week|summer|spring|fall|winter|season)\b|(he|she|they|someone|somebody) (\w+ )?(was|were|had|did|passed away|died|found|left|quit|retired|moved|sold|bought|built|wrote|said|told|got|went|came|took|lost|broke|changed|showed up|[a-z]{3,}ed)\b|(his|her|their) [a-z]+ (\w+ )?(was|were|had|did|passed away|died|found|left|quit|retired|wrote|said|told|got|went|came|took|lost|broke|showed up)\b|(nos|me|le|les) (\w+ )?(llego|llegaron|paso|pasaron|[a-z]{3,}(aron|ieron))\b|(before [a-z]+ing [^,]*,? )?(we|i) (surveyed|polled|interviewed|asked|counted|tried|tested|talked to|met with)\b|(el|la) (ultim[oa]|anterior) [a-z]+ que (se fue|se salio|se despidio|trabajaba)\b)/;

/** Trouble of the site itself, which asks to fix it even when told as it happens ("it falls over every time we stream"). */
export const SITE_TROUBLE =
  /\b(falls? over|goes down|go down|crash(es|ing)?|slows? (down|to a crawl)|times? out|loads? slow\w*|not secure|(sale|dice|aparece|marca) "?no (es )?seguro|se cae|se traba|tardan? (mucho |muchisimo |bastante |demasiado )?en (cargar|abrir)|cargan? (muy )?lent[oa]|(es|esta) (muy )?lent[oa])\b/;

/** How the project is paid for ("A foundation grant is paying for all of it", "la beca lo paga todo"): no ask. */
export const FUNDED =
  /\b(lo|la|los|las) (paga|pagan|pagara|cubre|cubren|financia|financian|patrocina|patrocinan) (un|una|el|la|nuestr[oa]) (grant|beca|subsidio|fondo|fundacion|donante|donativo|condado|ciudad|estado|programa|patrocinador)\b|\b(is|are|gets?) (paid for|covered|funded|sponsored) by (a|an|the|our) (grant|foundation|donor|sponsor|county|city|state|program)\b|\b(grants?|donors?|donations?|budget|funding|fund|board|city|county|state|beca|subsidio|fondo|presupuesto|fundacion)\b.*\b(is |are |will be )?(paying|pays|paid|covers?|covering|funds|funding|funded|paga|pagara|cubre|financia)( for)? (all|most|part|half|the (whole|entire|rest)|it|this|todo|esto|el proyecto|la mitad)\b/;

/** Words closing a list without naming more ("and whatever else comes up", "y lo que salga", "etc."). */
export const LIST_CLOSER =
  /(,?\s+(and|or|y|o)\s+)?(whatever (else )?(comes( up| along| in)?|you need|they need)|anything else|lo que (salga|sea|caiga|se ofrezca|haga falta)|(and|y) (mas|more|so on|demas)|etc\.?|y asi)\s*$/;

/** A request verb in any form ("downloads", "ordered"). */
export const ACTION_FORM = new RegExp(`\\b(${REQUEST_VERBS})(s|es|ed|d)?\\b`);

/**
 * Verbs of looking at or keeping things: what follows them is a list of what is seen or kept ("see their
 * tank size, past deliveries and invoices", "update their own headshots, sizes and availability").
 */
export const VIEW =
  /\b(see|sees|view|check|look up|ver|vea|vean|veamos|veo|vemos|consultar|consulten|revisar|revisen|(update|edit|upload|manage|actualicen|suban) (their|your|our|his|her|its|su|sus)( own)?)\b/;

/** Text with its first letter in capitals. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
