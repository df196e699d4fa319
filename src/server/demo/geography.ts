/** Belgian places of the demo: offices of each region, with their names in the three languages. */
import type { Region } from '~/domain/enums'
import type { Localized } from './text'

export type City = { name: Localized; region: Region }

const city = (region: Region, fr: string, nl: string = fr, en: string = fr): City => ({
  region,
  name: { fr, nl, en },
})

/** Offices per region; the first city of a region is its main one. `internet` offers have no office. */
export const CITIES_BY_REGION: Readonly<Record<Region, readonly City[]>> = {
  brussels_capital: [
    city('brussels_capital', 'Bruxelles', 'Brussel', 'Brussels'),
    city('brussels_capital', 'Schaerbeek', 'Schaarbeek', 'Schaerbeek'),
    city('brussels_capital', 'Ixelles', 'Elsene', 'Ixelles'),
    city('brussels_capital', 'Anderlecht'),
    city('brussels_capital', 'Saint-Gilles', 'Sint-Gillis', 'Saint-Gilles'),
    city('brussels_capital', 'Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek', 'Molenbeek'),
    city('brussels_capital', 'Forest', 'Vorst', 'Forest'),
    city('brussels_capital', 'Etterbeek'),
  ],
  liege: [
    city('liege', 'Liège', 'Luik', 'Liège'),
    city('liege', 'Verviers'),
    city('liege', 'Huy', 'Hoei', 'Huy'),
    city('liege', 'Seraing'),
    city('liege', 'Eupen'),
  ],
  namur: [
    city('namur', 'Namur', 'Namen', 'Namur'),
    city('namur', 'Dinant'),
    city('namur', 'Gembloux'),
    city('namur', 'Ciney'),
  ],
  luxembourg: [
    city('luxembourg', 'Arlon', 'Aarlen', 'Arlon'),
    city('luxembourg', 'Marche-en-Famenne'),
    city('luxembourg', 'Bastogne', 'Bastenaken', 'Bastogne'),
    city('luxembourg', 'Bouillon'),
  ],
  walloon_brabant: [
    city('walloon_brabant', 'Wavre', 'Waver', 'Wavre'),
    city('walloon_brabant', 'Louvain-la-Neuve'),
    city('walloon_brabant', 'Nivelles', 'Nijvel', 'Nivelles'),
    city('walloon_brabant', 'Ottignies'),
  ],
  hainaut: [
    city('hainaut', 'Charleroi'),
    city('hainaut', 'Mons', 'Bergen', 'Mons'),
    city('hainaut', 'Tournai', 'Doornik', 'Tournai'),
    city('hainaut', 'La Louvière'),
    city('hainaut', 'Mouscron', 'Moeskroen', 'Mouscron'),
  ],
  limburg: [
    city('limburg', 'Hasselt'),
    city('limburg', 'Genk'),
    city('limburg', 'Tongres', 'Tongeren', 'Tongeren'),
    city('limburg', 'Saint-Trond', 'Sint-Truiden', 'Sint-Truiden'),
  ],
  antwerp: [
    city('antwerp', 'Anvers', 'Antwerpen', 'Antwerp'),
    city('antwerp', 'Malines', 'Mechelen', 'Mechelen'),
    city('antwerp', 'Turnhout'),
    city('antwerp', 'Geel'),
  ],
  east_flanders: [
    city('east_flanders', 'Gand', 'Gent', 'Ghent'),
    city('east_flanders', 'Alost', 'Aalst', 'Aalst'),
    city('east_flanders', 'Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas'),
    city('east_flanders', 'Audenarde', 'Oudenaarde', 'Oudenaarde'),
  ],
  west_flanders: [
    city('west_flanders', 'Bruges', 'Brugge', 'Bruges'),
    city('west_flanders', 'Courtrai', 'Kortrijk', 'Kortrijk'),
    city('west_flanders', 'Ostende', 'Oostende', 'Ostend'),
    city('west_flanders', 'Roulers', 'Roeselare', 'Roeselare'),
  ],
  flemish_brabant: [
    city('flemish_brabant', 'Louvain', 'Leuven', 'Leuven'),
    city('flemish_brabant', 'Vilvorde', 'Vilvoorde', 'Vilvoorde'),
    city('flemish_brabant', 'Tirlemont', 'Tienen', 'Tienen'),
    city('flemish_brabant', 'Hal', 'Halle', 'Halle'),
  ],
  abroad: [
    city('abroad', 'Luxembourg', 'Luxemburg', 'Luxembourg'),
    city('abroad', 'Paris', 'Parijs', 'Paris'),
    city('abroad', 'Amsterdam'),
    city('abroad', 'Dakar'),
    city('abroad', 'Kinshasa'),
    city('abroad', 'Lille', 'Rijsel', 'Lille'),
  ],
  internet: [],
}

/** How often each region gets an offer from a company present everywhere (or with no zone). */
export const REGION_WEIGHTS: Readonly<Record<Region, number>> = {
  brussels_capital: 24,
  liege: 9,
  namur: 7,
  luxembourg: 3,
  walloon_brabant: 6,
  hainaut: 9,
  limburg: 5,
  antwerp: 11,
  east_flanders: 10,
  west_flanders: 6,
  flemish_brabant: 7,
  abroad: 2,
  internet: 1,
}
