/**
 * Belgian cities and municipalities a CV may name without a postcode (the larger ones and the Brussels
 * communes, in their French, Dutch, German and English forms), by province (the profile's region).
 * A group's names are one place: "Gent Gand Ghent"; articles stay on ("De Panne La Panne").
 */
import type { Region } from '~/domain/enums'
import { fold } from './cv-text'

const PLACES: Record<Exclude<Region, 'abroad' | 'internet'>, string> = {
  brussels_capital: `Bruxelles Brussel Brussels Brüssel|Anderlecht|Auderghem Oudergem|Berchem-Sainte-Agathe Sint-Agatha-Berchem|
Etterbeek|Evere|Forest Vorst|Ganshoren|Ixelles Elsene|Jette|Koekelberg|Molenbeek Molenbeek-Saint-Jean Sint-Jans-Molenbeek|
Saint-Gilles Sint-Gillis|Saint-Josse-ten-Noode Sint-Joost-ten-Node|Schaerbeek Schaarbeek|Uccle Ukkel|
Watermael-Boitsfort Watermaal-Bosvoorde|Woluwe-Saint-Lambert Sint-Lambrechts-Woluwe|Woluwe-Saint-Pierre Sint-Pieters-Woluwe|Laeken Laken`,
  liege: `Liège Luik Lüttich|Verviers|Seraing|Herstal|Huy Hoei|Eupen|Ans|Amay|Chaudfontaine|Esneux|Fléron|Hannut|Herve|Malmedy|
Neupré|Pepinster|Spa|Stavelot|Visé Wezet|Welkenraedt|Flémalle|Grâce-Hollogne|Saint-Georges|Oupeye|Soumagne|Verlaine|Waremme Borgworm|Saint-Nicolas`,
  namur: `Namur Namen|Andenne|Ciney|Dinant|Gembloux|Jambes|Philippeville|Rochefort|Sambreville|Fosses-la-Ville|Couvin|Namêche`,
  luxembourg: `Arlon Aarlen|Bastogne Bastenaken|Libramont|Marche-en-Famenne|Neufchâteau|Virton|Durbuy|Hotton|Bouillon`,
  walloon_brabant: `Wavre Waver|Nivelles Nijvel|Ottignies|Louvain-la-Neuve|Braine-l'Alleud Eigenbrakel|Waterloo|Tubize Tubeke|Rixensart|
Jodoigne|Lasne|Mont-Saint-Guibert|Genappe`,
  hainaut: `Charleroi|Mons Bergen|La Louvière|Tournai Doornik|Mouscron Moeskroen|Ath Aat|Binche|Boussu|Châtelet|Chimay|Courcelles|
Dour|Enghien Edingen|Fleurus|Frameries|Jemappes|Lessines Lessen|Manage|Péruwelz|Quaregnon|Saint-Ghislain|Soignies Zinnik|Thuin|
Gosselies|Marcinelle|Jumet|Montigny-le-Tilleul|Braine-le-Comte|Gerpinnes`,
  limburg: `Hasselt|Genk|Sint-Truiden Saint-Trond|Tongeren Tongres|Beringen|Bilzen|Lommel|Maaseik|Maasmechelen|Diepenbeek|Lanaken`,
  antwerp: `Antwerpen Anvers Antwerp|Mechelen Malines|Turnhout|Lier Lierre|Mol|Herentals|Geel|Boom|Bornem|Brasschaat|Kapellen|
Heist-op-den-Berg|Mortsel|Hoboken|Berchem|Borgerhout|Deurne|Merksem|Wilrijk|Ekeren|Edegem|Kontich|Schoten|Wijnegem|Zwijndrecht`,
  east_flanders: `Gent Gand Ghent|Aalst Alost|Sint-Niklaas|Dendermonde Termonde|Lokeren|Oudenaarde Audenarde|Ronse Renaix|
Geraardsbergen Grammont|Ninove|Eeklo|Deinze|Zottegem|Wetteren|Hamme|Temse|Lede|Zele|Beveren|Ledeberg|Gentbrugge|Sint-Amandsberg|
Mariakerke|Merelbeke|Destelbergen|Lochristi|Evergem`,
  west_flanders: `Brugge Bruges|Oostende Ostende Ostend|Kortrijk Courtrai|Roeselare Roulers|Ieper Ypres|Waregem|Knokke-Heist|
Blankenberge|De Panne La Panne|Diksmuide Dixmude|Harelbeke|Izegem|Menen Menin|Poperinge|Tielt|Wervik|Wevelgem|Zwevegem`,
  flemish_brabant: `Leuven Louvain|Vilvoorde Vilvorde|Halle Hal|Tienen Tirlemont|Aarschot|Diest|Dilbeek|Grimbergen|Zaventem|Beersel|
Overijse|Kessel-Lo|Heverlee|Wilsele|Herent|Kortenberg|Tervuren|Wemmel`,
}

/** "De Panne La Panne" → "De Panne", "La Panne": a group is split before capitals, articles stay on. */
function namesOf(group: string): string[] {
  const names: string[] = []
  for (const word of group.trim().split(/\s+(?=\p{Lu})/u)) {
    const last = names.at(-1)
    if (last && /^(De|La|Le)$/.test(last)) names[names.length - 1] = `${last} ${word}`
    else names.push(word)
  }
  return names.filter(Boolean)
}

const REGION_OF = new Map<string, Region>()
for (const [region, groups] of Object.entries(PLACES))
  for (const group of groups.split(/[|\n]/))
    for (const name of namesOf(group)) REGION_OF.set(fold(name), region as Region)

export const BELGIAN_CITIES: ReadonlySet<string> = new Set(REGION_OF.keys())

/** The province of a Belgian city a CV names, or null. */
export const regionOfCity = (city: string): Region | null => REGION_OF.get(fold(city.trim())) ?? null
