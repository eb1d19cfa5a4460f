/**
 * The demo catalogue's photos: the pictures in backend/public/images/tours (drawn by
 * seed/images/render-images.ts), each with what it shows in every language of the demo. The seed
 * adds them as uploaded photos, so the demo pages show them as any admin's upload is shown.
 */
export const DEMO_PHOTOS: Record<string, { readonly en: string; readonly it: string }> = {
  'amalfi-coast-day': { en: 'Houses of the Amalfi Coast on a green hillside above a blue sea, on a sunny day', it: "Case della Costiera Amalfitana su una collina verde sopra il mare blu, in una giornata di sole" },
  'amalfi-lemons': { en: 'Lemons hanging among dark green leaves, the sea of the Amalfi Coast behind', it: 'Limoni tra foglie verde scuro, con il mare della Costiera Amalfitana sullo sfondo' },
  'boat-ferry-day': { en: 'A white ferry crossing the gulf in the sunshine, a wake behind it', it: 'Un traghetto bianco che attraversa il golfo al sole, con la scia alle spalle' },
  'boat-gozzo-day': { en: 'A traditional wooden gozzo on a calm blue sea below a green coast', it: 'Un gozzo tradizionale in legno sul mare calmo e blu sotto una costa verde' },
  'boat-speedboat-sunset': { en: 'A speedboat passing the Faraglioni rocks at sunset, the sky orange and purple', it: 'Un motoscafo che passa davanti ai Faraglioni al tramonto, il cielo arancione e viola' },
  'capri-blue-grotto': { en: 'Water glowing blue inside a sea cave on Capri, a wooden boat at its mouth', it: "L'acqua che brilla di blu dentro una grotta marina di Capri, una barca di legno all'ingresso" },
  'capri-faraglioni-day': { en: 'The three Faraglioni rocks of Capri rising from the sea on a sunny day', it: 'I tre Faraglioni di Capri che si alzano dal mare in una giornata di sole' },
  'capri-faraglioni-sunset': { en: 'The Faraglioni rocks of Capri against a golden sunset sky', it: 'I Faraglioni di Capri contro il cielo dorato del tramonto' },
  'capri-marina-boats': { en: 'Boats moored in the harbour of Marina Grande on Capri, colourful houses behind', it: 'Barche ormeggiate nel porto di Marina Grande a Capri, con le case colorate alle spalle' },
  'cooking-lemons-table': { en: 'Lemons and a cooking table set in a lemon grove above the sea', it: 'Limoni e un tavolo da cucina apparecchiato in un limoneto sopra il mare' },
  'ischia-castle': { en: 'The Aragonese Castle of Ischia on its rock, joined to the island by a causeway', it: "Il Castello Aragonese d'Ischia sul suo scoglio, unito all'isola da un ponte" },
  'naples-bay-dusk': { en: 'The bay of Naples at dusk, the city lights along the water and Vesuvius behind', it: 'Il golfo di Napoli al crepuscolo, le luci della città sul mare e il Vesuvio alle spalle' },
  'naples-vesuvius-day': { en: 'Vesuvius above the city of Naples on a clear day, a ferry in the bay', it: 'Il Vesuvio sopra la città di Napoli in una giornata limpida, un traghetto nel golfo' },
  'pompeii-ruins': { en: 'Columns of the ruins of Pompeii, Vesuvius behind them', it: 'Le colonne degli scavi di Pompei, con il Vesuvio alle spalle' },
  'positano-village-day': { en: 'The pastel houses of Positano climbing the cliff above the sea, on a sunny day', it: 'Le case color pastello di Positano che salgono sulla scogliera sopra il mare, in una giornata di sole' },
  'positano-village-dusk': { en: 'Positano at dusk, its houses on the cliff lit in pink and violet', it: 'Positano al crepuscolo, le case sulla scogliera nei toni del rosa e del viola' },
  'procida-harbour': { en: 'The colourful houses of the harbour of Procida along the water', it: 'Le case colorate del porto di Procida affacciate sul mare' },
  'scooter-road-day': { en: 'A mint-green scooter on the coast road, the sea below, on a sunny day', it: 'Uno scooter verde menta sulla strada costiera, con il mare sotto, in una giornata di sole' },
  'scooter-road-sunset': { en: 'A scooter on the coast road at sunset, the sky orange over the sea', it: 'Uno scooter sulla strada costiera al tramonto, il cielo arancione sul mare' },
  'sorrento-cliffs-day': { en: 'Houses on the cliffs of Sorrento, a ferry below and Vesuvius across the bay', it: 'Case sulle scogliere di Sorrento, un traghetto sotto e il Vesuvio al di là del golfo' },
  'sorrento-lemons': { en: 'Lemons on their branches in a Sorrento grove, Vesuvius across the bay behind', it: 'Limoni sui rami in un giardino di Sorrento, con il Vesuvio al di là del golfo' },
  'sorrento-sunset': { en: 'The sun setting over the sea behind a distant island, the Sorrento coast in shadow', it: "Il sole che tramonta sul mare dietro un'isola lontana, la costa di Sorrento in ombra" },
  'transfer-car-coast': { en: 'A dark car on the coast road above the sea, on a sunny day', it: 'Un\'auto scura sulla strada costiera sopra il mare, in una giornata di sole' },
  'transfer-car-dusk': { en: 'A car on the coast road at dusk, the sea and the hills behind', it: "Un'auto sulla strada costiera al crepuscolo, con il mare e le colline alle spalle" },
  'vesuvius-crater': { en: 'The crater of Vesuvius, its rim of grey rock against the sky', it: 'Il cratere del Vesuvio, il bordo di roccia grigia contro il cielo' },
};

/** The address the demo data names a picture by, before the seed has added it as a photo. */
export const demoImagePath = (name: string) => `/images/tours/${name}.jpg`;
