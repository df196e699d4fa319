/**
 * Belgian places by province (a profile's or an offer's region): the names people write without a
 * postcode in French, Dutch, German and English — the world gazetteer knows each place by one name only —
 * and the provinces of NIS municipality codes and of postcodes.
 * A group's names are one place: "Gent Gand Ghent"; articles stay on ("De Panne La Panne").
 */
import type { Region } from '~/domain/enums'

export type Province = Exclude<Region, 'abroad' | 'internet'>

const PLACES: Record<Province, string> = {
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

/** Every name of the curated places, with its province and the group's first (usual) name. */
export const BELGIAN_NAMES: readonly { name: string; province: Province }[] = Object.entries(PLACES).flatMap(
  ([province, groups]) =>
    groups
      .split(/[|\n]/)
      .flatMap((group) => namesOf(group).map((name) => ({ name, province: province as Province }))),
)

/** The province of a NIS municipality code ("62063" is Liège): its first two digits. */
export function provinceOfNisCode(nis: string): Province | null {
  const head = Number(nis.slice(0, 2))
  if (!/^\d{5}$/.test(nis)) return null
  if (head >= 11 && head <= 13) return 'antwerp'
  if (head === 21) return 'brussels_capital'
  if (head === 23 || head === 24) return 'flemish_brabant'
  if (head === 25) return 'walloon_brabant'
  if (head >= 31 && head <= 38) return 'west_flanders'
  if (head >= 41 && head <= 46) return 'east_flanders'
  if (head >= 51 && head <= 58) return 'hainaut'
  if (head >= 61 && head <= 64) return 'liege'
  if (head >= 71 && head <= 73) return 'limburg'
  if (head >= 81 && head <= 85) return 'luxembourg'
  if (head >= 91 && head <= 93) return 'namur'
  return null
}

/** bpost's postcode ranges by province. */
const POSTCODE_RANGES: [number, number, Province][] = [
  [1000, 1299, 'brussels_capital'],
  [1300, 1499, 'walloon_brabant'],
  [1500, 1999, 'flemish_brabant'],
  [2000, 2999, 'antwerp'],
  [3000, 3499, 'flemish_brabant'],
  [3500, 3999, 'limburg'],
  [4000, 4999, 'liege'],
  [5000, 5999, 'namur'],
  [6000, 6599, 'hainaut'],
  [6600, 6999, 'luxembourg'],
  [7000, 7999, 'hainaut'],
  [8000, 8999, 'west_flanders'],
  [9000, 9999, 'east_flanders'],
]

/** The province of a Belgian postcode ("1050" → Brussels), or null. */
export function provinceOfPostcode(postcode: string | number): Province | null {
  const code = Number(postcode)
  return POSTCODE_RANGES.find(([low, high]) => code >= low && code <= high)?.[2] ?? null
}
