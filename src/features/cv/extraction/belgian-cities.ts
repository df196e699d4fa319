/**
 * Belgian cities and municipalities a CV may name without a postcode (the larger ones and the Brussels
 * communes, in their French, Dutch, German and English forms), folded for matching.
 */
import { fold } from './cv-text'

const NAMES = `Aalst Alost|Aarschot|Amay|Andenne|Anderlecht|Ans|Antwerpen Anvers Antwerp|Arlon Aarlen|Ath Aat|Auderghem Oudergem|
Bastogne Bastenaken|Beersel|Berchem-Sainte-Agathe Sint-Agatha-Berchem|Beringen|Bilzen|Binche|Blankenberge|Boom|Bornem|Boussu|
Braine-l'Alleud Eigenbrakel|Braine-le-Comte|Brasschaat|Brugge Bruges|Bruxelles Brussel Brussels Brüssel|Charleroi|Châtelet|Chaudfontaine|
Chimay|Ciney|Courcelles|Courtrai Kortrijk|De Panne La Panne|Deinze|Dendermonde Termonde|Diest|Diksmuide Dixmude|Dilbeek|Dinant|Dour|
Eeklo|Enghien Edingen|Esneux|Etterbeek|Eupen|Evere|Fleurus|Fléron|Forest Vorst|Fosses-la-Ville|Frameries|Ganshoren|Gembloux|Genk|
Gent Gand Ghent|Geraardsbergen Grammont|Gerpinnes|Grimbergen|Halle Hal|Hamme|Hannut|Harelbeke|Hasselt|Herentals|Herstal|Herve|
Heist-op-den-Berg|Hoboken|Huy Hoei|Ieper Ypres|Ixelles Elsene|Izegem|Jemappes|Jette|Jodoigne|Kapellen|Knokke-Heist|Koekelberg|
La Louvière|Lasne|Lede|Lessines Lessen|Leuven Louvain|Liège Luik Lüttich|Lier Lierre|Lokeren|Lommel|Louvain-la-Neuve|Maaseik|Maasmechelen|
Malmedy|Manage|Marche-en-Famenne|Mechelen Malines|Menen Menin|Mol|Mons Bergen|Mortsel|Mouscron Moeskroen|Namur Namen|Neupré|Nijvel Nivelles|
Ninove|Oostende Ostende Ostend|Oudenaarde Audenarde|Ottignies|Overijse|Pepinster|Péruwelz|Philippeville|Poperinge|Quaregnon|Rixensart|
Roeselare Roulers|Ronse Renaix|Saint-Gilles Sint-Gillis|Saint-Ghislain|Saint-Josse-ten-Noode Sint-Joost-ten-Node|Saint-Nicolas|
Schaerbeek Schaarbeek|Seraing|Sint-Niklaas Saint-Nicolas|Sint-Truiden Saint-Trond|Soignies Zinnik|Spa|Stavelot|Temse|Thuin|Tielt|
Tienen Tirlemont|Tongeren Tongres|Tournai Doornik|Tubize Tubeke|Turnhout|Uccle Ukkel|Verviers|Vilvoorde Vilvorde|Visé Wezet|
Waregem|Waterloo|Watermael-Boitsfort Watermaal-Bosvoorde|Wavre Waver|Welkenraedt|Wervik|Wetteren|Wevelgem|Woluwe-Saint-Lambert Sint-Lambrechts-Woluwe|
Woluwe-Saint-Pierre Sint-Pieters-Woluwe|Zaventem|Zele|Zottegem|Zwevegem|Molenbeek Molenbeek-Saint-Jean Sint-Jans-Molenbeek|Laeken Laken|
Schaarbeek|Berchem|Borgerhout|Deurne|Merksem|Wilrijk|Ekeren|Edegem|Kontich|Schoten|Wijnegem|Zwijndrecht|Beveren|Ledeberg|Gentbrugge|
Sint-Amandsberg|Mariakerke|Merelbeke|Destelbergen|Lochristi|Evergem|Kessel-Lo|Heverlee|Wilsele|Herent|Kortenberg|Tervuren|Wemmel|
Jambes|Gosselies|Marcinelle|Jumet|Montigny-le-Tilleul|Mont-Saint-Guibert|Louvain-la-Neuve|Braine-l'Alleud|Arlon|Libramont|Virton|
Neufchâteau|Durbuy|Hotton|Rochefort|Andenne|Sambreville|Namêche|Flémalle|Grâce-Hollogne|Saint-Georges|Oupeye|Soumagne|Verlaine`

/** "De Panne La Panne" → "De Panne", "La Panne": a name is split before capitals, articles stay on. */
function namesOf(group: string): string[] {
  const names: string[] = []
  for (const word of group.trim().split(/\s+(?=\p{Lu})/u)) {
    const last = names.at(-1)
    if (last && /^(De|La|Le)$/.test(last)) names[names.length - 1] = `${last} ${word}`
    else names.push(word)
  }
  return names.filter(Boolean)
}

export const BELGIAN_CITIES: ReadonlySet<string> = new Set(NAMES.split(/[|\n]/).flatMap(namesOf).map(fold))
