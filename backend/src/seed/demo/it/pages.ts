import type { DemoPage } from '../pages';

/**
 * A page's Italian text, with its own slug (unique among Italian pages) and meta description.
 * The body is Markdown like the English, block for block; internal links keep the English targets.
 */
export type PageItalian = Pick<DemoPage, 'slug' | 'title' | 'metaDescription' | 'content'>;

const CHECK = '*Gli orari cambiano con le stagioni: controlla sempre il sito della compagnia o il tabellone della stazione il giorno stesso.*';

/** The demo pages in Italian, keyed by the English page's slug. */
export const PAGES_IT: Record<string, PageItalian> = {
  'day-itinerary': {
    slug: 'una-giornata-perfetta-a-sorrento',
    title: 'Una giornata perfetta a Sorrento',
    metaDescription: 'Un itinerario ora per ora per una giornata perfetta a Sorrento: centro storico, limoneti, una barca al tramonto e cena sul mare.',
    content: `## Mattina

- **8:30** Caffè e *cornetto* in Piazza Tasso.
- **9:00** A piedi nel centro storico: il chiostro di San Francesco e il Vallone dei Mulini.
- **10:30** Visita a un limoneto e assaggio di limoncello proprio dove nasce.

## Pomeriggio

- **13:00** Pranzo a Marina Grande, il borgo dei pescatori: alici fritte e spaghetti alle vongole.
- **15:00** Un tuffo ai Bagni della Regina Giovanna, una piscina naturale tra rovine romane.

## Sera

- **18:30** Un [giro in barca al tramonto](/tours?category=shared-boat-tour) lungo le scogliere.
- **20:30** Cena con vista sul Vesuvio, dalla Villa Comunale.`,
  },
  'getting-here': {
    slug: 'come-arrivare',
    title: 'Come arrivare',
    metaDescription: "Come raggiungere Sorrento, Positano, Amalfi e Capri dall'aeroporto di Napoli, dalla stazione di Napoli e da Roma: treni, autobus, traghetti e transfer.",
    content: `## Dall'aeroporto di Napoli (NAP)

- **Autobus Curreri** per Sorrento: circa 75 minuti, diverse corse al giorno.
- **Transfer privato**: la soluzione più comoda con i bagagli. Scopri i nostri [transfer dall'aeroporto](/tours?category=private-transfer).

## Dalla stazione di Napoli Centrale

- Treno della **Circumvesuviana** per Sorrento: circa 65 minuti, ogni 30 minuti.
- **Campania Express** (d'estate): meno fermate, posto a sedere garantito.

## In traghetto

Dal **Molo Beverello** di Napoli partono traghetti veloci per Sorrento, Capri, Ischia e Procida e, d'estate, per Positano e Amalfi.

## Da Roma

Treno ad alta velocità fino a Napoli (70 minuti), poi come sopra. Oppure un'[auto privata con sosta a Pompei](/tours?location=sorrento).`,
  },
  'train-schedule': {
    slug: 'orari-dei-treni',
    title: 'Orari dei treni: Napoli – Pompei – Sorrento',
    metaDescription: 'Treni Circumvesuviana e Campania Express tra Napoli, Pompei e Sorrento: partenze tipiche, tempi di percorrenza e biglietti.',
    content: `La linea **Circumvesuviana** collega Napoli (Porta Nolana e Garibaldi) con Pompei e Sorrento.

| Da Napoli Garibaldi | Pompei Scavi | Sorrento |
| --- | --- | --- |
| 07:39 | 08:12 | 08:46 |
| 08:39 | 09:12 | 09:46 |
| 09:09 | 09:42 | 10:16 |
| ogni 30 min | | |
| 21:39 | 22:12 | 22:46 |

**Tempi di percorrenza:** Napoli – Pompei circa 35 minuti; Napoli – Sorrento circa 65 minuti.

**I biglietti** si comprano in stazione e con l'app EAV; vanno convalidati prima di salire.

${CHECK}`,
  },
  'bus-schedule': {
    slug: 'orari-degli-autobus',
    title: 'Orari degli autobus: Sorrento – Positano – Amalfi',
    metaDescription: 'Autobus SITA SUD in Costiera Amalfitana: partenze tipiche da Sorrento per Positano e Amalfi, tempi di percorrenza e dove comprare i biglietti.',
    content: `Gli autobus **SITA SUD** percorrono la Statale Amalfitana partendo dalla stazione di Sorrento.

| Sorrento | Positano (Chiesa Nuova) | Amalfi |
| --- | --- | --- |
| 06:30 | 07:10 | 08:10 |
| 08:00 | 08:40 | 09:40 |
| 09:00 | 09:40 | 10:40 |
| circa ogni ora | | |
| 20:00 | 20:40 | 21:40 |

- Compra i biglietti **prima di salire**, in tabaccheria o in edicola.
- D'estate mettiti in fila presto a Sorrento: l'autobus si riempie già alla prima fermata.

${CHECK}`,
  },
  'ferry-schedule': {
    slug: 'orari-dei-traghetti',
    title: 'Orari dei traghetti: Napoli, Sorrento, Capri e Costiera Amalfitana',
    metaDescription: 'Traghetti veloci e aliscafi tra Napoli, Sorrento, Capri, Positano e Amalfi: partenze tipiche e tempi di percorrenza.',
    content: `## Sorrento – Capri (tutto l'anno)

| Sorrento | Capri |
| --- | --- |
| 07:30 | 07:55 |
| 08:25 | 08:50 |
| 09:20 | 09:45 |
| circa ogni ora | |
| 18:30 | 18:55 |

## Napoli (Molo Beverello) – Capri

Circa 50 minuti in aliscafo: prima partenza intorno alle 07:00, ultimo rientro intorno alle 19:30.

## Sorrento – Positano – Amalfi (da aprile a ottobre)

Da due a quattro partenze al giorno; da Sorrento a Positano ci vogliono circa 40 minuti, da Positano ad Amalfi 25 minuti.

${CHECK}`,
  },
  'travel-info': {
    slug: 'informazioni-utili',
    title: 'Informazioni utili',
    metaDescription: 'Informazioni pratiche per il tuo soggiorno: denaro, mance, tassa di soggiorno, salute, numeri di emergenza e cosa mettere in valigia.',
    content: `## Denaro

La valuta è l'euro. Le carte sono accettate quasi ovunque, ma tieni un po' di contanti per gli autobus, i bar sulla spiaggia e i piccoli negozi.

## Tassa di soggiorno

Gli hotel applicano un'imposta di soggiorno di qualche euro a persona per notte, da pagare alla partenza.

## Mance

Non sono dovute, ma sono sempre gradite: al bar si arrotonda, al ristorante si lascia il 5–10% se il servizio è stato buono.

## Emergenze

- **112**: tutte le emergenze
- **118**: emergenze sanitarie
- Le farmacie hanno una croce verde; quella di turno la notte è indicata sulla porta di ogni farmacia.

## Cosa mettere in valigia

Scarpe comode (gli scalini sono ovunque), costume da bagno, una giacca leggera per le serate in barca e la crema solare.`,
  },
  contact: {
    slug: 'contatti',
    title: 'Contatti',
    metaDescription: 'Domande su un tour o su una richiesta di prenotazione? Scrivi o telefona a Costiera, a Sorrento: rispondiamo entro un giorno.',
    content: `Siamo una piccola squadra con base a **Sorrento**, e conosciamo di persona ogni operatore presente su questo sito.

- **Email:** [hello@costiera.example.com](mailto:hello@costiera.example.com)
- **Telefono:** [+39 081 000 0000](tel:+390810000000) (9:00–19:00, dal lunedì al sabato)
- **Ufficio:** Corso Italia 1, 80067 Sorrento (NA), Italia

Hai già inviato una richiesta di prenotazione? Rispondi all'email di conferma: anche l'operatore vedrà il tuo messaggio.`,
  },
  'about-us': {
    slug: 'chi-siamo',
    title: 'Chi siamo',
    metaDescription: 'Costiera mette in contatto i viaggiatori con operatori locali verificati: tour in barca, escursioni, corsi di cucina, transfer e noleggi.',
    content: `Costiera è nata da un'idea semplice: le giornate più belle su questa costa si passano con chi ci vive.

Incontriamo di persona ogni skipper, guida, cuoco e autista presente sul sito. Qui **non si paga online**: invii una richiesta, l'operatore la conferma e lo paghi direttamente.

*Fatto con amore a Capri.*`,
  },
  'privacy-policy': {
    slug: 'informativa-sulla-privacy',
    title: 'Informativa sulla privacy',
    metaDescription: 'Come Costiera usa i dati personali che invii con una richiesta di prenotazione, e quali sono i tuoi diritti secondo il GDPR.',
    content: `Quando invii una richiesta di prenotazione conserviamo il tuo nome, l'email, il telefono (se indicato), la data, il numero di persone e il tuo messaggio, e li condividiamo **solo** con l'operatore di quel tour, perché possa risponderti.

Conserviamo le richieste per un massimo di 24 mesi. Puoi chiedere in qualsiasi momento di consultare, correggere o cancellare i tuoi dati scrivendo a [privacy@costiera.example.com](mailto:privacy@costiera.example.com).`,
  },
  terms: {
    slug: 'condizioni-di-utilizzo',
    title: 'Condizioni di utilizzo',
    metaDescription: "Come funzionano le richieste di prenotazione su Costiera: l'operatore conferma, lo paghi direttamente e ogni tour indica le sue condizioni di cancellazione.",
    content: `## Richieste di prenotazione

Costiera non vende tour: trasmette la tua **richiesta di prenotazione** all'operatore locale che organizza il tour. Una richiesta diventa una prenotazione solo quando **l'operatore la conferma**; ti scriviamo appena risponde. Se l'operatore non risponde in tempo, la richiesta scade e te lo comunichiamo.

## Pagamento

Su questo sito **non si paga online**, e inviare una richiesta non comporta alcun addebito. Paghi **direttamente l'operatore**, nel modo che ti indica quando conferma (di solito il giorno stesso, in contanti o con carta).

## Cancellazione

La pagina di ogni tour indica le sue condizioni di cancellazione; i tour contrassegnati con *Cancellazione gratuita* si possono cancellare senza costi. Puoi annullare una richiesta ancora in attesa dal link nell'email che conferma di averla ricevuta; per modificare o cancellare una prenotazione confermata, rispondi all'email di conferma e l'operatore vedrà il tuo messaggio.

## I tuoi dati

Come usiamo ciò che ci invii è spiegato nella nostra [Informativa sulla privacy](/pages/privacy-policy).`,
  },
  'winter-opening-times': {
    slug: 'aperture-invernali',
    title: 'Aperture invernali',
    metaDescription: 'Quali tour, traghetti e ristoranti sono attivi da novembre a marzo sulla costa sorrentina.',
    content: `Bozza: da completare con gli orari invernali degli operatori.

- Tour in barca: solo nel fine settimana, tempo permettendo
- Corsi di cucina: tutto l'anno
- Transfer: tutto l'anno`,
  },
};
