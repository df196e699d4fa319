import { describe, expect, test } from 'vitest'
import { provinceOfNisCode, provinceOfPostcode } from './belgian-places'
import { countryCodeOf } from './countries'
import { lookupPlace, readLocation, readWholeLocation, regionOfLocation } from './gazetteer'

describe('the gazetteer', () => {
  test('Belgian places in their French, Dutch and English names, by province', () => {
    for (const [name, region] of [
      ['Gent', 'east_flanders'],
      ['Gand', 'east_flanders'],
      ['Ghent', 'east_flanders'],
      ['Luik', 'liege'],
      ['Elsene', 'brussels_capital'],
      ['Louvain-la-Neuve', 'walloon_brabant'],
      ['Zwevegem', 'west_flanders'],
      ['Mons', 'hainaut'],
    ] as const)
      expect(lookupPlace(name)?.region, name).toBe(region)
  })

  test('cities abroad, their French and Dutch names, and a country printed beside them', () => {
    expect(lookupPlace('Maastricht')).toMatchObject({ country: 'NL', region: 'abroad' })
    expect(lookupPlace('Londres')).toMatchObject({ country: 'GB' })
    expect(lookupPlace('Rijsel')).toMatchObject({ country: 'FR', name: 'Lille' })
    expect(readLocation('Lille (France)')).toMatchObject({ country: 'FR', printed: 'Lille' })
    expect(readLocation('Mons, France')).toMatchObject({ country: 'FR' })
    expect(readLocation('San Francisco, CA')).toMatchObject({ country: 'US', printed: 'San Francisco' })
    expect(readLocation('Brussels, Brussels Region, Belgium')).toMatchObject({ region: 'brussels_capital' })
    expect(readLocation('Reading, UK')).toMatchObject({ country: 'GB' })
  })

  test('areas, regions before a country, and towns named after the towns merged into them', () => {
    expect(readWholeLocation('San Francisco Bay Area')).toMatchObject({
      country: 'US',
      printed: 'San Francisco',
    })
    expect(readWholeLocation('Greater Brussels Area')).toMatchObject({ region: 'brussels_capital' })
    expect(readWholeLocation('Namur, Région wallonne, Belgique')).toMatchObject({ region: 'namur' })
    expect(readWholeLocation('Ottignies-Louvain-la-Neuve, Région wallonne, Belgique')).toMatchObject({
      region: 'walloon_brabant',
      printed: 'Ottignies-Louvain-la-Neuve',
    })
    expect(lookupPlace('Marie-Claire')).toBeNull()
  })

  test('postcodes: the town after them, or the province alone for a town it does not list', () => {
    expect(readLocation('1050 Ixelles')).toMatchObject({ printed: 'Ixelles', postcode: '1050' })
    expect(readLocation('75011 Paris')).toMatchObject({ country: 'FR' })
    expect(readLocation('9052 Zwijnaarde')).toMatchObject({ region: 'east_flanders' })
    expect(provinceOfPostcode('6700')).toBe('luxembourg')
    expect(provinceOfNisCode('62063')).toBe('liege')
  })

  test('words and small towns are not places on their own', () => {
    for (const word of ['Marketing', 'Reading', 'Best', 'Mobile', 'Florence', 'Projectleider'])
      expect(lookupPlace(word), word).toBeNull()
    expect(regionOfLocation('Remote')).toBeNull()
  })

  test('country names in four languages', () => {
    expect(countryCodeOf('België')).toBe('BE')
    expect(countryCodeOf('Pays-Bas')).toBe('NL')
    expect(countryCodeOf('France')).toBe('FR')
    expect(countryCodeOf('UK')).toBe('GB')
  })
})
