import type { CATEGORY_DETAILS, DemoTour } from '../tours';

/**
 * The Italian text of the demo catalogue, keyed by the English tour's key. Everything a traveller
 * reads is here, written for Italian readers rather than word for word; times, prices, numbers and
 * inclusions are those of the English, and business names stay as the directory spells them.
 */
export type TourItalian = Pick<DemoTour, 'title' | 'shortDescription' | 'story' | 'meetingPoint' | 'duration' | 'included'>;

/** What a category includes, leaves out and says, in Italian; null where the English says nothing. */
export type CategoryDetailsItalian = Pick<(typeof CATEGORY_DETAILS)[string], 'included' | 'notIncluded' | 'practical' | 'additionalInfo'>;

export const CATEGORY_DETAILS_IT: Record<string, CategoryDetailsItalian> = {
  'private-boat-tour': {
    included: ['Barca privata con skipper', 'Carburante e diritti portuali', 'Maschere da snorkeling e teli mare', 'Acqua in bottiglia, bibite e Prosecco', 'Frutta di stagione e stuzzichini del territorio'],
    notIncluded: ["Biglietti d'ingresso alla Grotta Azzurra (da pagare sul posto)", 'Pranzo a terra', "Trasferimento dall'hotel, se non concordato"],
    practical: "L'itinerario lo decidi tu con lo skipper il giorno stesso: più bagni, più panorami o un lungo pranzo a terra. Se il mare è troppo mosso per navigare in sicurezza, spostiamo la tua giornata o ti rimborsiamo per intero.",
    additionalInfo: 'Porta il costume, la crema solare e una giacca leggera per il rientro. I bambini sono i benvenuti: a bordo ci sono giubbotti salvagente di tutte le taglie.',
  },
  'shared-boat-tour': {
    included: ['Gita in barca con skipper e accompagnatore', 'Sosta per il bagno con maschere da snorkeling', 'Acqua in bottiglia e un bicchierino di limoncello', 'Tempo libero a terra'],
    notIncluded: ["Biglietti d'ingresso alla Grotta Azzurra (da pagare sul posto)", 'Pranzo e bevande a terra', 'Mance'],
    practical: "I gruppi sono piccoli: c'è spazio per muoversi sul ponte e l'accompagnatore può indicarti i luoghi più belli lungo il percorso. L'itinerario può cambiare in base alle condizioni del mare: la sicurezza viene prima di tutto.",
    additionalInfo: "Ti chiediamo di arrivare al punto d'incontro 15 minuti prima della partenza. Non adatto a viaggiatori con mobilità ridotta (si sale a bordo da una passerella stretta).",
  },
  'private-shore-excursion': {
    included: ['Guida privata abilitata', 'Auto climatizzata con autista', 'Trasferimento da e per il tuo hotel o il porto', 'Acqua in bottiglia'],
    notIncluded: ["Biglietti d'ingresso ai siti", 'Pranzo', 'Mance'],
    practical: "La guida organizza la giornata in base agli orari della tua nave o del tuo hotel e tiene sempre d'occhio l'orologio: chi arriva in crociera torna a bordo in tempo, sempre.",
    additionalInfo: 'Consigliamo scarpe comode: nei centri storici ci sono ciottoli e scalini. Facci sapere se hai esigenze di mobilità e adattiamo il percorso.',
  },
  'cooking-class': {
    included: ['Lezione pratica con un cuoco del posto', 'Tutti gli ingredienti e un grembiule da portare a casa', 'Pranzo o cena a base di ciò che hai cucinato, con vino locale', 'Le ricette da portare a casa'],
    notIncluded: ['Trasporto fino al luogo del corso', 'Bevande extra'],
    practical: "Le lezioni sono rilassate e tutte pratiche: non serve esperienza, basta l'appetito. Su richiesta prepariamo menu vegetariani e senza glutine.",
    additionalInfo: 'Segnalaci eventuali allergie quando invii la richiesta. I bambini sopra i 6 anni sono i benvenuti, accompagnati da un adulto.',
  },
  'private-transfer': {
    included: ['Auto o minivan privato con autista che parla anche inglese', 'Accoglienza con cartello nominativo', 'Pedaggi, carburante e parcheggi', 'Assistenza con i bagagli', 'Fino a 60 minuti di attesa gratuita in aeroporto'],
    notIncluded: ['Soste non concordate in anticipo', 'Mance'],
    practical: 'Gli autisti seguono il tuo volo o il tuo treno: un ritardo non ti fa mai perdere la corsa. Il prezzo è per veicolo, non a persona.',
    additionalInfo: 'I seggiolini per bambini sono gratuiti su richiesta. Bagagli voluminosi o attrezzatura sportiva? Scrivicelo nel messaggio, così mandiamo il veicolo giusto.',
  },
  'rent-scooter': {
    included: ['Scooter per 24 ore', 'Due caschi', 'Assicurazione di responsabilità civile', 'Cartina stradale con i nostri belvedere preferiti'],
    notIncluded: ['Carburante', 'Franchigia per danni (deposito cauzionale con carta)', 'Costi di parcheggio'],
    practical: 'Ritira lo scooter al mattino e riportalo entro la stessa ora del giorno dopo. Prima di partire ti mostriamo i comandi e i percorsi migliori.',
    additionalInfo: 'Serve una patente valida (categoria A o B, a seconda della cilindrata) e chi guida deve avere almeno 18 anni.',
  },
};

export const TOURS_IT: Record<string, TourItalian> = {
  // Private boat tours
  'capri-private-boat-from-sorrento': {
    title: 'Tour privato in barca a Capri da Sorrento',
    duration: 'Giornata intera (8 ore)',
    shortDescription: 'Il giro di Capri su una barca tutta tua: i Faraglioni, la Grotta Verde e la Grotta Bianca, e soste per un tuffo in un mare trasparente come il vetro.',
    story: "Partiamo da Marina Piccola, a Sorrento, e in circa 40 minuti attraversiamo il golfo fino a Capri. Lo skipper ti porta tutto intorno all'isola: sotto l'arco dei Faraglioni, dentro la Grotta Verde, davanti al faro di Punta Carena e, quando il mare lo permette, fino alla fila di barche a remi della Grotta Azzurra. Nel pomeriggio c'è tempo per scendere a Marina Grande e salire in funicolare fino alla Piazzetta.",
    meetingPoint: 'Marina Piccola, Sorrento: pontile 3, accanto al chiosco di Capri Blue Charters',
  },
  'amalfi-coast-private-boat-from-positano': {
    title: 'Giornata in barca privata in Costiera Amalfitana da Positano',
    duration: 'Giornata intera (8 ore)',
    shortDescription: 'Positano, Praiano, il fiordo di Furore e Amalfi viste dal mare, a bordo di un classico gozzo in legno riservato solo a te e ai tuoi compagni di viaggio.',
    story: 'La Costiera dà il meglio di sé vista dal mare. Da Positano facciamo rotta verso est, oltre Praiano e la Grotta dello Smeraldo, fino al piccolo fiordo di Furore, poi proseguiamo per Amalfi: pranzo e passeggiata fino al Duomo. Al ritorno ci fermiamo per un bagno nelle calette sotto Conca dei Marini, raggiungibili solo dal mare.',
    meetingPoint: "Spiaggia Grande, Positano: il pontile delle barche all'estremità ovest della spiaggia",
  },
  'sorrento-sunset-private-cruise': {
    title: 'Crociera privata al tramonto sulla costa di Sorrento con Prosecco',
    duration: '2 ore',
    shortDescription: 'Due ore dorate lungo le scogliere di Sorrento, con un calice di Prosecco mentre il sole scende dietro Ischia.',
    story: "Navighiamo verso ovest lungo le falesie della penisola fino ai resti romani della Villa di Pollio e alla piscina naturale dei Bagni della Regina Giovanna, poi aspettiamo il tramonto di fronte a Ischia e Procida. Una proposta di matrimonio, un anniversario o semplicemente la vista più bella della vacanza: diccelo e prepariamo la barca per l'occasione.",
    meetingPoint: 'Marina Piccola, Sorrento: pontile 3',
  },
  'capri-gozzo-private-tour': {
    title: "Tour privato dell'isola di Capri in gozzo tradizionale",
    duration: '4 ore',
    shortDescription: 'Mezza giornata senza fretta intorno a Capri su un gozzo sorrentino in legno, con il tempo per un bagno ai Faraglioni.',
    story: "Perfetto se sei già sull'isola: ti veniamo a prendere a Marina Grande e facciamo il giro di Capri in senso orario, con soste per nuotare e fare snorkeling ai Faraglioni e alla Grotta dell'Arsenale. Lo skipper è cresciuto sull'isola e sa quale caletta è tranquilla, e a che ora.",
    meetingPoint: 'Marina Grande, Capri: il pontile delle barche piccole accanto alla funicolare',
  },
  'amalfi-private-speedboat': {
    title: 'Tour privato in motoscafo: Amalfi, Positano e Li Galli',
    duration: '6 ore',
    shortDescription: 'Da Amalfi alle isole Li Galli e a Positano su un motoscafo veloce e comodo, con prendisole.',
    story: "Una barca veloce vuol dire più costa in meno tempo. Da Amalfi filiamo verso ovest, oltre Conca dei Marini e Praiano, fino alle isole Li Galli, dove vivevano le sirene dell'Odissea, poi ci fermiamo un'ora a Positano per scendere a terra. Le soste per il bagno si fanno dove quel giorno l'acqua è più limpida.",
    meetingPoint: "Molo Pennello, Amalfi: l'ultimo posto barca sulla destra",
  },
  'naples-private-boat-ischia-procida': {
    title: 'Barca privata per Ischia e Procida da Napoli',
    duration: 'Giornata intera (9 ore)',
    shortDescription: 'Le due isole del golfo in un giorno: il porticciolo color pastello di Procida e il Castello Aragonese di Ischia.',
    story: "Partiamo da Mergellina, a Napoli, costeggiamo Posillipo e il Parco Sommerso della Gaiola e arriviamo a Procida per una passeggiata alla Marina Corricella. Dopo pranzo attraversiamo verso Ischia, gettiamo l'ancora sotto il Castello Aragonese e facciamo il bagno nella baia di Sant'Angelo prima di rientrare al tramonto.",
    meetingPoint: "Porto di Mergellina, Napoli: Molo Luise, di fronte all'insegna di Capri Blue Charters",
  },

  // Shared boat tours
  'capri-small-group-boat-from-sorrento': {
    title: 'Capri in barca da Sorrento, in piccolo gruppo',
    duration: 'Giornata intera (8 ore)',
    shortDescription: 'La giornata più amata della Costiera: il giro di Capri in barca, con una sosta per il bagno e tempo libero nel centro di Capri.',
    story: "Una piccola barca, con al massimo dodici ospiti, parte da Sorrento e costeggia l'area marina protetta di Punta Campanella fino a Capri. Facciamo il giro dell'isola con soste ai Faraglioni e alla Grotta Verde, poi ti lasciamo quattro ore libere per visitare Capri e Anacapri prima di riprendere il mare.",
    meetingPoint: 'Marina Piccola, Sorrento: pontile 3, accanto al banco di Sorrento Sea Experience',
  },
  'positano-amalfi-shared-boat': {
    title: 'Positano e Amalfi in barca da Sorrento',
    duration: 'Giornata intera (8 ore)',
    shortDescription: 'Dimentica il traffico della strada costiera: Positano e Amalfi viste dal mare, con tempo libero in entrambi i paesi.',
    story: 'Doppiamo la punta della penisola e scendiamo lungo la Costiera Amalfitana fino a Positano, dove hai due ore per esplorare il paese. Poi via verso Amalfi per il pranzo e il Duomo, con una sosta per il bagno al ritorno se il tempo è clemente.',
    meetingPoint: 'Marina Piccola, Sorrento: pontile 2',
  },
  'capri-island-cruise-swim': {
    title: "Giro dell'isola di Capri in barca con soste per il bagno",
    duration: '3 ore',
    shortDescription: "Tre ore intorno a Capri da Marina Grande: le grotte, l'arco dei Faraglioni e due soste per il bagno.",
    story: "Ideale per un primo sguardo all'isola: lasciamo Marina Grande, passiamo davanti alla Grotta Azzurra e al faro, ci fermiamo a nuotare ai Faraglioni e nella baia di Marina Piccola, e rientriamo in porto in tempo per il pranzo.",
    meetingPoint: 'Marina Grande, Capri: biglietteria 7',
  },
  'amalfi-sunset-group-cruise': {
    title: 'Crociera al tramonto in Costiera Amalfitana',
    duration: '2,5 ore',
    shortDescription: 'Il tramonto sulla Costiera visto dal mare, con un aperitivo a bordo tra vini del territorio e stuzzichini.',
    story: "Lasciamo Amalfi nel tardo pomeriggio e navighiamo verso Positano mentre le scogliere si tingono d'oro, poi ci lasciamo cullare al largo di Praiano per il tramonto. A bordo ti aspettano vino bianco della Costiera, gassosa al limone e stuzzichini.",
    meetingPoint: 'Molo Pennello, Amalfi',
  },
  'naples-to-capri-boat-day': {
    title: 'Da Napoli a Capri: una giornata in barca',
    duration: 'Giornata intera (9 ore)',
    shortDescription: "Dal porto di Napoli a Capri e ritorno, con il giro dell'isola e una sosta per il bagno.",
    story: 'Una giornata rilassante che comincia nel cuore di Napoli: attraversiamo il golfo con il Vesuvio alle spalle, facciamo il giro di Capri con una sosta ai Faraglioni e ti lasciamo del tempo libero nel centro di Capri prima di rientrare.',
    meetingPoint: "Molo Beverello, Napoli: il punto d'incontro dei gruppi al varco B",
  },
  'positano-grottoes-li-galli': {
    title: 'Grotte di Positano e isole Li Galli in barca',
    duration: '4 ore',
    shortDescription: 'Grotte marine, le isole Li Galli delle sirene e un bagno nella baia di Laurito.',
    story: "Mezza giornata in mare da Positano: esploriamo le grotte a ovest del paese, giriamo intorno alle isole Li Galli, che furono la casa di Nureyev, e facciamo il bagno nell'acqua limpida della baia di Laurito prima di rientrare.",
    meetingPoint: 'Spiaggia Grande, Positano: il pontile delle barche',
  },
  'procida-ischia-island-hopping': {
    title: "Procida e Ischia, da un'isola all'altra",
    duration: '7 ore',
    shortDescription: "Da un'isola all'altra del golfo: le case color pastello di Procida e le sorgenti termali di Ischia.",
    story: "Cominciamo dalla Marina Corricella di Procida e facciamo il giro dell'isola, poi attraversiamo verso Ischia per pranzare a Sant'Angelo e fare il bagno nelle acque calde della baia di Sorgeto.",
    meetingPoint: 'Marina Grande, Procida: il pontile di fronte alla chiesa di Santa Maria della Pietà',
  },

  // Private shore excursions
  'amalfi-coast-drive-private': {
    title: 'La Costiera Amalfitana in auto: Positano, Amalfi e Ravello',
    duration: '8 ore',
    shortDescription: "La strada più bella d'Italia con un autista-guida privato: Positano, Amalfi e i giardini di Ravello.",
    story: 'Lascia a noi i tornanti. Da Sorrento percorriamo la Statale Amalfitana con soste fotografiche sopra Positano, il tempo di scendere fino alla spiaggia, il pranzo ad Amalfi e un pomeriggio a Ravello tra i giardini di Villa Rufolo e di Villa Cimbrone.',
    meetingPoint: 'Il tuo hotel a Sorrento, oppure il terminal crociere di Marina Piccola',
  },
  'pompeii-vesuvius-from-naples': {
    title: 'Pompei e Vesuvio: tour privato da Napoli',
    duration: '7 ore',
    shortDescription: 'Cammina per le strade di Pompei con un archeologo come guida, poi sali fino al cratere del Vesuvio.',
    story: 'La guida ti aspetta al porto o in hotel a Napoli. A Pompei salti la fila e torni indietro di duemila anni: il Foro, le terme, le case e i loro affreschi. Dopo pranzo saliamo in auto sul Vesuvio per la breve camminata fino al bordo del cratere e la vista su tutto il golfo.',
    meetingPoint: 'Terminal crociere di Napoli (Stazione Marittima) o il tuo hotel a Napoli',
  },
  'capri-anacapri-walking': {
    title: 'Capri e Anacapri a piedi: tour privato',
    duration: '4 ore',
    shortDescription: 'La Piazzetta, i Giardini di Augusto, Via Krupp e la seggiovia per il Monte Solaro, con una guida del posto.',
    story: 'Ci incontriamo a Marina Grande e saliamo al centro di Capri per la Piazzetta e i Giardini di Augusto, con la loro vista sui Faraglioni. Poi un minibus ci porta ad Anacapri per Villa San Michele e, per chi vuole, la seggiovia fino alla cima del Monte Solaro.',
    meetingPoint: 'Marina Grande, Capri: davanti alla stazione della funicolare',
  },
  'sorrento-old-town-limoncello': {
    title: 'Passeggiata nel centro storico di Sorrento e degustazione di limoncello',
    duration: '3 ore',
    shortDescription: 'Vicoli, chiostri e il Vallone dei Mulini, per finire con un limoncello in un limoneto di famiglia.',
    story: "Una passeggiata tranquilla nel centro storico di Sorrento: Piazza Tasso, il chiostro di San Francesco, le botteghe dell'intarsio e il nascosto Vallone dei Mulini. Finiamo in un limoneto alle porte della città, dove la famiglia che coltiva i limoni ti mostra come nasce il limoncello, e te ne versa un bicchierino.",
    meetingPoint: "Piazza Tasso, Sorrento: accanto alla statua di Sant'Antonino",
  },
  'positano-path-of-the-gods': {
    title: 'Sentiero degli Dei e passeggiata a Positano',
    duration: '5 ore',
    shortDescription: 'Il celebre sentiero a picco sul mare da Bomerano a Nocelle con una guida, poi giù per le scalinate fino a Positano.',
    story: "Un autista ti accompagna a Bomerano, dove comincia il Sentiero degli Dei. Con la guida cammini per tre ore tra terrazzamenti e falesie, alti sul mare, fino a Nocelle, e da lì scendi a Positano per 1.700 gradini (o con un breve tratto in autobus) verso un pranzo più che meritato.",
    meetingPoint: 'Il tuo hotel a Positano, Praiano o Amalfi',
  },
  'naples-underground-historic-centre': {
    title: 'Napoli Sotterranea e centro storico: tour privato',
    duration: '4 ore',
    shortDescription: 'Spaccanapoli, il Cristo Velato e i cunicoli greco-romani sotto la città, con una guida napoletana.',
    story: "Napoli si svela strato dopo strato. Percorriamo Spaccanapoli e San Gregorio Armeno, ammiriamo il Cristo Velato nella Cappella Sansevero, poi scendiamo quaranta metri sotto terra, tra gli acquedotti e i teatri dell'antica Neapolis. E chiudiamo, naturalmente, con una sfogliatella e un caffè.",
    meetingPoint: 'Piazza del Gesù Nuovo, Napoli: accanto alla guglia',
  },
  'pompeii-ruins-guided': {
    title: 'Scavi di Pompei: visita guidata privata',
    duration: '3 ore',
    shortDescription: 'Niente code: il meglio di Pompei con un archeologo che è anche guida abilitata.',
    story: "Tre ore con una guida che qui ha scavato davvero: il Foro, le Terme Stabiane, i forni e le taverne, la Casa del Fauno e i calchi delle vittime del 79 d.C. I biglietti ti aspettano all'ingresso, così non perdi tempo in coda.",
    meetingPoint: 'Ingresso di Porta Marina degli Scavi di Pompei, Piazza Esedra',
  },
  'ischia-gardens-castle': {
    title: 'Ischia: Castello Aragonese e giardini termali',
    duration: '6 ore',
    shortDescription: "Il castello sulla sua rocca, il borgo di Sant'Angelo e un pomeriggio a mollo nelle piscine termali.",
    story: "La guida ti aspetta allo sbarco del traghetto e ti accompagna al Castello Aragonese, unito all'isola da un ponte in pietra. Dopo il pranzo nel borgo di pescatori di Sant'Angelo, il pomeriggio è per i giardini termali: piscine di acqua calda tra i fiori, con vista sul mare.",
    meetingPoint: 'Porto di Ischia, terminal dei traghetti: sala arrivi',
  },

  // Cooking classes
  'sorrento-farmhouse-cooking': {
    title: 'Corso di cucina in agriturismo a Sorrento con pranzo nel limoneto',
    duration: '4 ore',
    shortDescription: 'Pasta fresca, gnocchi alla sorrentina e tiramisù in una fattoria di famiglia, poi tutti a tavola sotto i limoni.',
    story: "In un'azienda agricola sulle colline sopra Sorrento, la famiglia che da quattro generazioni coltiva qui limoni e ulivi ti insegna le sue ricette: la pasta fresca fatta a mano, gli gnocchi alla sorrentina gratinati con la mozzarella e un tiramisù al limone. Il pranzo è servito a una lunga tavolata nel limoneto, con il vino di casa.",
    meetingPoint: 'Il Limoneto Farmhouse, Via del Capo, Sorrento (navetta gratuita da Piazza Tasso alle 10:00)',
  },
  'positano-terrace-pasta-tiramisu': {
    title: 'Corso di pasta e tiramisù su una terrazza di Positano',
    duration: '3,5 ore',
    shortDescription: 'Stendi la pasta su una terrazza sopra Positano, poi siediti a gustarla con tutta la Costiera davanti.',
    story: "Una chef positanese ti accoglie sulla sua terrazza per preparare ravioli capresi, scialatielli ai frutti di mare e tiramisù. Il corso si chiude con la cena al tramonto, guardando dall'alto le cupole del paese.",
    meetingPoint: 'Via Cristoforo Colombo 12, Positano (il cancello verde)',
  },
  'naples-pizza-masterclass': {
    title: 'Lezione di pizza napoletana con un pizzaiolo a Napoli',
    duration: '3 ore',
    shortDescription: "Impara l'impasto, la stesura e il forno a legna da un pizzaiolo napoletano, poi mangia la tua margherita.",
    story: "In una pizzeria del centro storico, un pizzaiolo ti svela l'arte che l'UNESCO tutela: l'impasto e la sua lunga lievitazione, la stesura a mano e la cottura in 90 secondi nel forno a legna. Prepari la tua margherita e una pizza fritta, e le mangi con una birra ghiacciata.",
    meetingPoint: 'Via dei Tribunali 94, Napoli',
  },
  'amalfi-nonna-home-cooking': {
    title: 'Cucina di casa ad Amalfi con una nonna del posto',
    duration: '4 ore',
    shortDescription: 'Ai fornelli in una casa di famiglia ad Amalfi: ndunderi, pollo al limone e delizia al limone, come li fa la nonna.',
    story: "Rosa cucina per la sua famiglia ad Amalfi da cinquant'anni. Nella sua cucina prepari gli ndunderi, gli antichissimi gnocchi di ricotta di Minori, il pollo ai limoni di Amalfi e la delizia al limone, un soffice pan di Spagna con crema al limone. Il nipote fa da interprete, e i racconti sono compresi nel prezzo.",
    meetingPoint: 'Piazza Duomo, Amalfi: ai piedi della scalinata del Duomo (ti accoglie il nipote di Rosa)',
  },
  'capri-cooking-caprese-lunch': {
    title: 'Corso di cucina a Capri e pranzo caprese',
    duration: '3 ore',
    shortDescription: 'Ravioli capresi e torta caprese in un giardino di Anacapri, poi il pranzo tra le viti.',
    story: "In un giardino di Anacapri impari i due piatti che l'isola ha regalato al mondo: i ravioli capresi, ripieni di caciotta e maggiorana, e la torta caprese al cioccolato e mandorle, senza farina. Segue il pranzo sotto il pergolato, con il vino dell'isola.",
    meetingPoint: 'Piazza Vittoria, Anacapri: accanto alla stazione della seggiovia',
  },
  'limoncello-mozzarella-tasting': {
    title: 'Laboratorio di limoncello e degustazione di mozzarella',
    duration: '2 ore',
    shortDescription: 'Prepara la tua bottiglia di limoncello e guarda filare la mozzarella a mano in una fattoria di Sorrento.',
    story: "Un corso breve e gustoso: sbucci i limoni di Sorrento e prepari il limoncello da portare a casa, poi guardi il casaro filare a mano fior di latte e mozzarella, e li assaggi ancora tiepidi con il pane e l'olio della fattoria.",
    meetingPoint: 'Il Limoneto Farmhouse, Via del Capo, Sorrento',
  },

  // Private transfers
  'naples-airport-sorrento-transfer': {
    title: "Transfer privato dall'aeroporto di Napoli a Sorrento",
    duration: '1 ora e 15 minuti',
    shortDescription: "L'autista ti aspetta agli arrivi con il tuo nome e ti porta dritto al tuo hotel a Sorrento.",
    story: "Niente coda per l'autobus dopo il volo: l'autista ti accoglie nella sala arrivi di Napoli Capodichino, ti aiuta con i bagagli e ti porta lungo la costa fino alla porta del tuo alloggio, a Sorrento o a Sant'Agnello.",
    meetingPoint: 'Aeroporto Internazionale di Napoli (NAP), sala arrivi: autista con cartello nominativo',
  },
  'naples-airport-positano-transfer': {
    title: "Transfer privato dall'aeroporto di Napoli a Positano",
    duration: '1 ora e 30 minuti',
    shortDescription: "Porta a porta dall'aeroporto di Napoli al tuo hotel a Positano, compreso l'ultimo tratto della strada costiera.",
    story: "Arrivare a Positano è un'emozione; raggiungerla, un'impresa. L'autista prende la strada costiera dall'aeroporto, ti porta il più vicino possibile all'ingresso dell'hotel, fin dove i vicoli lo permettono, e ti aiuta a portare i bagagli negli ultimi metri.",
    meetingPoint: 'Aeroporto Internazionale di Napoli (NAP), sala arrivi',
  },
  'sorrento-positano-transfer': {
    title: 'Transfer privato da Sorrento a Positano',
    duration: '45 minuti',
    shortDescription: 'Un viaggio comodo lungo la Statale Amalfitana, dal tuo hotel a Sorrento a quello di Positano.',
    story: "Cambi hotel lungo la costa? L'autista ti prende a Sorrento e percorre la strada panoramica che scavalca la penisola fino a Positano, con una sosta al belvedere sopra il paese per la foto che tutti vogliono.",
    meetingPoint: 'Il tuo hotel a Sorrento',
  },
  'naples-port-amalfi-transfer': {
    title: 'Transfer privato dal porto di Napoli ad Amalfi',
    duration: '1 ora e 45 minuti',
    shortDescription: 'Dal terminal dei traghetti o delle crociere di Napoli al tuo hotel ad Amalfi, Ravello o Minori.',
    story: "L'autista ti accoglie al Molo Beverello o al terminal crociere e ti porta oltre i Monti Lattari passando per Agerola, la strada più rapida per Amalfi, oppure lungo la costa se preferisci il panorama.",
    meetingPoint: 'Porto di Napoli: Molo Beverello o Stazione Marittima, a tua scelta',
  },
  'rome-sorrento-pompeii-transfer': {
    title: 'Transfer privato da Roma a Sorrento con sosta a Pompei',
    duration: '6 ore',
    shortDescription: 'Da Roma alla costa in auto privata, spezzando il viaggio con due ore a Pompei.',
    story: "Trasforma un lungo trasferimento in una giornata da ricordare. L'autista ti prende a Roma e scende verso sud in autostrada; a Pompei hai due ore per visitare gli scavi (si può prenotare anche una guida) prima dell'ultima ora di strada fino a Sorrento.",
    meetingPoint: 'Il tuo hotel a Roma o la stazione di Roma Termini',
  },
  'positano-hourly-driver': {
    title: 'Da Positano a Ravello e Amalfi con autista privato',
    duration: '4 ore',
    shortDescription: 'Un autista a tua disposizione per mezza giornata: Amalfi, Ravello e la Costiera con i tuoi tempi.',
    story: "Un autista e un'auto per quattro ore, con partenza dal tuo hotel a Positano. Il programma classico è Amalfi e il suo Duomo, poi su a Ravello per i giardini, ma la giornata la decidi tu.",
    meetingPoint: 'Il tuo hotel a Positano',
  },
  'capri-open-top-taxi': {
    title: "Transfer dal porto di Capri all'hotel in taxi scoperto",
    duration: '20 minuti',
    shortDescription: 'Un classico taxi scoperto caprese, da Marina Grande al tuo hotel a Capri o ad Anacapri.',
    story: "Arriva con stile: il tassista ti aspetta in banchina con il tuo nome, carica i bagagli e ti porta su per le strade dell'isola a bordo di uno dei famosi taxi scoperti di Capri.",
    meetingPoint: 'Marina Grande, Capri: il posteggio dei taxi in fondo al molo dei traghetti',
  },

  // Scooter rentals
  'sorrento-vespa-rental': {
    title: 'Noleggio Vespa a Sorrento',
    duration: '1 giorno (24 ore)',
    shortDescription: 'Una Vespa classica per tutto il giorno: la penisola, Massa Lubrense e la strada costiera sono tue.',
    story: 'Niente sa di estate italiana come una Vespa. Ritira la tua nel centro di Sorrento e parti verso Massa Lubrense, il borgo di pescatori di Marina del Cantone e i belvedere affacciati su Capri. La nostra cartina segna le strade tranquille e la granita migliore lungo il percorso.',
    meetingPoint: 'Vespa Costa Rentals, Corso Italia 210, Sorrento',
  },
  'positano-scooter-rental': {
    title: 'Noleggio scooter a Positano (125 cc)',
    duration: '1 giorno (24 ore)',
    shortDescription: 'Il modo più semplice per parcheggiare in Costiera Amalfitana: un agile scooter 125 cc, consegnato in hotel.',
    story: 'Le auto fanno la coda, gli scooter scivolano via. Ti consegniamo uno scooter 125 cc in hotel a Positano, ti mostriamo i comandi e la Statale Amalfitana è tutta tua. Ravello, Furore e Agerola si raggiungono in un attimo.',
    meetingPoint: 'Consegna al tuo hotel a Positano (oppure ritiro in Viale Pasitea 44)',
  },
  'capri-electric-scooter': {
    title: 'Noleggio scooter elettrico a Capri',
    duration: '1 giorno (8 ore)',
    shortDescription: 'Uno scooter elettrico silenzioso per esplorare Capri e Anacapri lontano dalla folla.',
    story: 'Le strade di Capri sono strette e i suoi autobus sempre pieni. Con uno scooter elettrico vai da Marina Grande ad Anacapri, al faro di Punta Carena e al Belvedere della Migliera, in silenzio e senza soste per il rifornimento.',
    meetingPoint: 'Via Marina Grande 280, Capri (a 200 m dal molo dei traghetti)',
  },
  'amalfi-vespa-primavera': {
    title: 'Noleggio Vespa Primavera ad Amalfi',
    duration: '1 giorno (24 ore)',
    shortDescription: 'Una Vespa Primavera nuova per percorrere la Costiera Amalfitana da Amalfi a Ravello, Maiori e oltre.',
    story: 'Percorri la strada più famosa della Costiera sullo scooter più famoso del mondo. Da Amalfi sali a Ravello, prosegui verso Maiori e Vietri sul Mare, oppure scendi fino al fiordo di Furore.',
    meetingPoint: 'Via Lungomare dei Cavalieri 18, Amalfi',
  },
  'naples-scooter-rental': {
    title: 'Noleggio scooter a Napoli',
    duration: '1 giorno (24 ore)',
    shortDescription: 'Guida come un napoletano: Posillipo, il lungomare e le colline del Vomero su due ruote.',
    story: "Solo per chi guida con sicurezza: il traffico di Napoli ha regole tutte sue. In premio: la strada panoramica di Posillipo, il lungomare di via Caracciolo e la vista da Castel Sant'Elmo, tutto in un giorno.",
    meetingPoint: "Via Partenope 8, Napoli (sul lungomare, vicino a Castel dell'Ovo)",
  },
  'sorrento-guided-vespa-tour': {
    title: 'Tour guidato in Vespa della Penisola Sorrentina',
    duration: '6 ore',
    shortDescription: 'La tua Vespa e un accompagnatore del posto: belvedere, pranzo in fattoria e i due golfi visti dalle colline.',
    story: "Segui un centauro del posto lungo le strade secondarie della penisola: i belvedere di Sant'Agata sui Due Golfi, da cui si vedono sia il golfo di Napoli sia quello di Salerno, un pranzo in fattoria e la discesa fino a Marina della Lobra.",
    meetingPoint: 'Vespa Costa Rentals, Corso Italia 210, Sorrento',
  },
  'ischia-scooter-rental': {
    title: 'Noleggio scooter a Ischia',
    duration: '1 giorno (24 ore)',
    shortDescription: "Fai il giro dell'isola con i tuoi tempi: spiagge, sorgenti termali e il borgo di Sant'Angelo.",
    story: "La strada che fa il giro di Ischia è fatta apposta per gli scooter: Forio e il suo tramonto, la spiaggia di Citara, la baia termale di Sorgeto e il borgo pedonale di Sant'Angelo.",
    meetingPoint: 'Via Iasolino 40, Ischia Porto (di fronte al terminal dei traghetti)',
  },
};
