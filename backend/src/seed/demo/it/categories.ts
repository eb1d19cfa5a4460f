import type { CategoryFacts } from '../../../modules/content';

/** A category's Italian text: its slug is the English one, as addresses keep it in every language. */
export type CategoryItalian = Pick<CategoryFacts, 'name' | 'description'>;

/** The demo categories in Italian, keyed by the English category's slug (unique across the three types). */
export const CATEGORIES_IT: Record<string, CategoryItalian> = {
  'private-boat-tour': { name: 'Tour privato in barca', description: 'Barca e skipper solo per il tuo gruppo: il tuo itinerario, i tuoi tempi, le tue soste per un tuffo.' },
  'shared-boat-tour': { name: 'Tour in barca condiviso', description: 'Giornate in barca e crociere al tramonto in piccoli gruppi, insieme a pochi altri viaggiatori.' },
  'private-shore-excursion': { name: 'Escursione privata a terra', description: 'Giornate private con guida a terra: la Costiera Amalfitana in auto, Pompei, Capri e Napoli.' },
  'cooking-class': { name: 'Corso di cucina', description: 'Lezioni pratiche con cuochi del posto: pasta, pizza, limoncello e pranzo vista mare.' },
  'private-transfer': { name: 'Transfer privato', description: 'Autisti porta a porta tra aeroporti, porti, stazioni e hotel.' },
  'rent-scooter': { name: 'Noleggio scooter', description: 'Vespe e scooter a noleggio giornaliero, con caschi e consigli del posto.' },
  'travel-tips': { name: 'Consigli di viaggio', description: 'Consigli pratici per organizzare il tuo soggiorno in Costiera.' },
  'food-and-wine': { name: 'Enogastronomia', description: 'Cosa mangiare e cosa bere, e dove.' },
  destinations: { name: 'Destinazioni', description: 'Paesi e isole che meritano un giorno del tuo viaggio.' },
  guides: { name: 'Guide', description: 'Itinerari e come arrivare.' },
  schedules: { name: 'Orari', description: 'Treni, autobus e traghetti.' },
  information: { name: 'Informazioni', description: 'Informazioni pratiche, contatti e note legali.' },
};
