import type { DemoArticle } from '../articles';

/**
 * An article's Italian text, with its own slug (unique among Italian articles). The body is
 * Markdown like the English, block for block; internal links keep the English targets.
 */
export type ArticleItalian = Pick<DemoArticle, 'slug' | 'title' | 'excerpt' | 'content'>;

/** The demo articles in Italian, keyed by the English article's slug. */
export const ARTICLES_IT: Record<string, ArticleItalian> = {
  'capri-in-one-day': {
    slug: 'capri-in-un-giorno',
    title: "Capri in un giorno: come vedere il meglio dell'isola",
    excerpt: "Barca o traghetto, Grotta Azzurra o Monte Solaro: un programma realistico per una sola giornata a Capri, dalla prima corsa all'ultima.",
    content: `Capri premia chi si alza presto. I primi traghetti da Sorrento partono intorno alle 7:30, e l'isola è più tranquilla che mai prima che arrivino i gitanti, verso le 10.

## Mattina: il giro dell'isola in barca

Il modo migliore per conoscere Capri è dal mare. Un **giro dell'isola in barca** dura dalle due alle tre ore e passa davanti ai *Faraglioni*, alla Grotta Verde, alla Grotta Bianca e al faro di Punta Carena. Se il mare è calmo e la fila è corta, i barcaioli della **Grotta Azzurra** ti fanno entrare a remi da un'apertura alta appena un metro.

> Consiglio: la Grotta Azzurra chiude quando il mare è mosso, spesso senza preavviso. Considerala un regalo in più, non il motivo del viaggio.

## Pranzo: Capri o Anacapri?

- **Capri** è elegante e affollata: prendi un caffè in Piazzetta, poi raggiungi a piedi i *Giardini di Augusto*.
- **Anacapri** è più tranquilla: assaggia i *ravioli capresi* in una trattoria di famiglia, poi sali in seggiovia sul **Monte Solaro**, il punto più alto dell'isola.

## Pomeriggio: una passeggiata e un bagno

Percorri il facile sentiero fino all'*Arco Naturale* oppure scendi per Via Krupp fino a Marina Piccola per un bagno. Torna a Marina Grande mezz'ora prima della tua barca: verso le 17 la fila per la funicolare può essere lunga.

Vuoi la soluzione più comoda? Scopri i nostri [tour in barca a Capri](/tours?destination=capri).`,
  },
  'amalfi-coast-by-bus-boat-or-car': {
    slug: 'costiera-amalfitana-in-autobus-barca-o-auto',
    title: 'Muoversi in Costiera Amalfitana: autobus, barca o auto?',
    excerpt: "La strada costiera è bellissima e famosa per la sua lentezza. Ecco come scegliere tra l'autobus SITA, i traghetti e un autista privato.",
    content: `La Statale Amalfitana è una delle strade più belle del mondo e, a luglio, una delle più lente.

## L'autobus

Gli autobus **SITA SUD** collegano Sorrento, Positano e Amalfi per tutta la giornata. I biglietti costano poco e si comprano in tabaccheria, non a bordo. Il rovescio della medaglia: d'estate gli autobus si riempiono già alla prima fermata, e potresti restare in piedi per un'ora di tornanti.

## Il traghetto

Da aprile a ottobre i traghetti collegano **Sorrento, Positano, Amalfi e Salerno**. Sono più veloci della strada, il panorama è più bello e, con il mare calmo, nessuno soffre il mal d'auto dei tornanti. I biglietti si comprano ai chioschi del porto oppure online.

## Un autista privato

Con i bagagli, con i bambini o con un programma serrato, un [transfer privato](/tours?category=private-transfer) ti toglie ogni pensiero: l'autista sa dove ci si può fermare e dove no.

## Il nostro consiglio

| Tragitto | La scelta migliore |
| --- | --- |
| Da Sorrento a Positano | Traghetto d'estate, autobus d'inverno |
| Da Positano ad Amalfi | Traghetto |
| Dall'aeroporto al tuo hotel | Transfer privato |
| Ravello | Autobus da Amalfi (25 minuti) |`,
  },
  'what-to-eat-in-sorrento': {
    slug: 'cosa-mangiare-a-sorrento',
    title: 'Cosa mangiare a Sorrento: dieci piatti da non perdere',
    excerpt: 'Dagli gnocchi alla sorrentina alla delizia al limone: i piatti della penisola, e dove li mangiano i sorrentini.',
    content: `Nella Penisola Sorrentina si mangia bene: limoni, olio d'oliva, fior di latte delle colline e pesce del golfo.

1. **Gnocchi alla sorrentina**: gnocchi di patate gratinati al forno con pomodoro, mozzarella e basilico.
2. **Spaghetti alle vongole**: vongole, aglio, olio d'oliva e prezzemolo. Nient'altro.
3. **Ndunderi**: gnocchi di ricotta, un'antica ricetta della vicina Minori.
4. **Provolone del Monaco**: un formaggio stagionato nelle grotte dei Monti Lattari.
5. **Fior di latte**: la mozzarella di latte vaccino, da mangiare il giorno stesso in cui è fatta.
6. **Totani e patate**: totani stufati con le patate, un piatto di pescatori.
7. **Pizza**: Napoli è a quaranta minuti, e si sente.
8. **Delizia al limone**: una cupola di pan di Spagna farcita e ricoperta di crema al limone.
9. **Granita al limone**: il rimedio migliore per un pomeriggio d'agosto.
10. **Limoncello**: servito ghiacciato dopo cena, si fa con il limone dalla buccia spessa, l'*Ovale di Sorrento*.

Vuoi prepararli con le tue mani? Partecipa a un [corso di cucina in un limoneto](/tours?category=cooking-class).`,
  },
  'pompeii-practical-guide': {
    slug: 'visitare-pompei-guida-pratica',
    title: 'Visitare Pompei: guida pratica',
    excerpt: "Biglietti, ingressi, quanto tempo fermarsi e cosa non perdere nell'antica città sepolta dal Vesuvio nel 79 d.C.",
    content: `Pompei è immensa: 66 ettari, di cui circa due terzi scavati. Calcola almeno tre ore.

## Come arrivare

Il treno della **Circumvesuviana** da Sorrento o da Napoli ferma a *Pompei Scavi - Villa dei Misteri*, proprio di fronte all'ingresso di Porta Marina.

## Cosa vedere

- Il **Foro**, il cuore civile della città
- Le **Terme Stabiane**, con i loro soffitti in stucco originali
- La **Casa del Fauno** e la **Casa dei Vettii**
- Il **Lupanare** (sì, proprio quello)
- I **calchi in gesso** delle vittime, la visione più toccante di tutte

## Consigli

- Porta acqua e un cappello: l'ombra è poca.
- Indossa scarpe comode: le strade romane sono sconnesse.
- Una guida fa tutta la differenza. Valuta una [visita guidata privata](/tours?destination=pompeii-vesuvius).`,
  },
  'positano-beyond-the-postcard': {
    slug: 'positano-oltre-la-cartolina',
    title: 'Positano oltre la cartolina',
    excerpt: 'Spiagge tranquille, il Sentiero degli Dei e il borgo di Nocelle: Positano quando ti allontani dalla spiaggia principale.',
    content: `Tutti conoscono Positano che scende a cascata verso il mare. Pochi sanno cosa c'è oltre.

## La spiaggia di Fornillo

A dieci minuti a piedi a ovest della Spiaggia Grande, lungo un sentiero scavato nella roccia, **Fornillo** è più piccola, più tranquilla e meno cara.

## Nocelle e il Sentiero degli Dei

In alto sopra il paese, la frazione di **Nocelle** è il punto d'arrivo del *Sentiero degli Dei*, la camminata più famosa della Costiera. Percorrilo da Bomerano per tre ore di panorami, oppure prendi semplicemente l'autobus locale fino a Nocelle per pranzo.

## Dal mare

Le vedute più belle di Positano si godono dalla barca: il paese visto dall'acqua al tramonto è un ricordo che non ti lascerà più.`,
  },
  'best-time-to-visit-the-sorrento-coast': {
    slug: 'quando-visitare-la-penisola-sorrentina',
    title: 'Quando visitare la Penisola Sorrentina',
    excerpt: 'Primavera, estate o autunno? Clima, affollamento, prezzi e cosa è aperto, mese per mese.',
    content: `## Aprile e maggio

Zagare in fiore, fiori di campo e un clima ideale per camminare. In Costiera Amalfitana i traghetti ripartono intorno a Pasqua.

## Da giugno ad agosto

Caldo, folla e tanta vita. Prenota barche e corsi con largo anticipo, e vai in spiaggia al mattino.

## Settembre e ottobre

Il mare è più caldo che mai, la folla si dirada e comincia la vendemmia. I nostri mesi preferiti.

## Da novembre a marzo

Molti hotel chiudono e i traghetti sono pochi, ma Napoli e Sorrento restano aperte e la luce è splendida.`,
  },
  'ischia-and-procida-the-other-islands': {
    slug: 'ischia-e-procida-le-altre-isole-del-golfo',
    title: 'Ischia e Procida: le altre isole del golfo',
    excerpt: 'Sorgenti termali, castelli e le case color pastello di Procida: perché le due isole meritano un giorno del tuo viaggio.',
    content: `Capri si prende la fama; **Ischia** e **Procida** il cuore della gente del posto.

- A **Ischia**, rilassati nei giardini termali, attraversa il ponte che porta al Castello Aragonese e cena a Sant'Angelo.
- A **Procida**, l'isola più piccola del golfo, passeggia per la Marina Corricella, con le sue case dipinte di tutti i colori.

I traghetti partono da Napoli (Molo Beverello e Calata Porta di Massa) e da Pozzuoli.`,
  },
};
