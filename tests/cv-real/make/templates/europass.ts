/**
 * Europass: the layout of a PDF downloaded from today's Europass CV editor (imitated, printed by Chromium),
 * with the CV attached as the editor attaches it — `Europass-XML-Attachment.xml`, described "Europass XML
 * Attachment", MIME application/xml, in the document's EmbeddedFiles name tree. `europassXml: v4` attaches
 * the editor's current "Candidate" XML (HR-Open namespaces), `v3` the former editor's "SkillsPassport"
 * XML, `none` nothing (a PDF whose attachment was lost, e.g. printed again from a viewer).
 */
import { type Person, span } from '../lib/model.ts'
import { type Attachment, chromiumPdf } from '../lib/pdf.ts'
import { esc } from '../lib/util.ts'

const L = {
  en: {
    about: 'ABOUT ME',
    exp: 'WORK EXPERIENCE',
    edu: 'EDUCATION AND TRAINING',
    langs: 'LANGUAGE SKILLS',
    digital: 'DIGITAL SKILLS',
    mother: 'Mother tongue(s):',
    other: 'Other language(s):',
    und: 'UNDERSTANDING',
    spk: 'SPEAKING',
    wri: 'WRITING',
    li: 'Listening',
    re: 'Reading',
    sp: 'Spoken production',
    si: 'Spoken interaction',
    current: 'CURRENT',
    city: 'City',
    country: 'Country',
    nat: 'Nationality',
    dob: 'Date of birth',
    phone: 'Phone number',
    mail: 'Email address',
    web: 'Website',
    home: 'Home',
    eqf: 'Level in EQF',
    levels: 'Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user',
    mobile: 'Mobile',
  },
  fr: {
    about: 'À PROPOS DE MOI',
    exp: 'EXPÉRIENCE PROFESSIONNELLE',
    edu: 'ÉDUCATION ET FORMATION',
    langs: 'COMPÉTENCES LINGUISTIQUES',
    digital: 'COMPÉTENCES NUMÉRIQUES',
    mother: 'Langue(s) maternelle(s):',
    other: 'Autre(s) langue(s):',
    und: 'COMPRÉHENSION',
    spk: 'EXPRESSION ORALE',
    wri: 'ÉCRITURE',
    li: "Compréhension de l'oral",
    re: 'Lecture',
    sp: 'Production orale',
    si: 'Interaction orale',
    current: 'ACTUEL',
    city: 'Ville',
    country: 'Pays',
    nat: 'Nationalité',
    dob: 'Date de naissance',
    phone: 'Numéro de téléphone',
    mail: 'Adresse e-mail',
    web: 'Site web',
    home: 'Domicile',
    eqf: 'Niveau CEC',
    levels:
      'Niveaux: A1 et A2: utilisateur élémentaire; B1 et B2: utilisateur indépendant; C1 et C2: utilisateur expérimenté',
    mobile: 'Mobile',
  },
  nl: {
    about: 'OVER MIJ',
    exp: 'WERKERVARING',
    edu: 'ONDERWIJS EN OPLEIDING',
    langs: 'TAALVAARDIGHEDEN',
    digital: 'DIGITALE VAARDIGHEDEN',
    mother: 'Moedertaal/-talen:',
    other: 'Andere talen:',
    und: 'BEGRIJPEN',
    spk: 'SPREKEN',
    wri: 'SCHRIJVEN',
    li: 'Luisteren',
    re: 'Lezen',
    sp: 'Productie',
    si: 'Interactie',
    current: 'HUIDIG',
    city: 'Plaats',
    country: 'Land',
    nat: 'Nationaliteit',
    dob: 'Geboortedatum',
    phone: 'Telefoonnummer',
    mail: 'E-mailadres',
    web: 'Website',
    home: 'Thuis',
    eqf: 'EKK-niveau',
    levels:
      'Niveaus: A1 en A2: basisgebruiker; B1 en B2: onafhankelijke gebruiker; C1 en C2: vaardige gebruiker',
    mobile: 'Mobiel',
  },
}

const mmYYYY = (v: string) => {
  const [y, m] = v.split('-')
  return m ? `${m}/${y}` : y!
}

export async function renderEuropass(p: Person): Promise<{ pdf: Uint8Array; attachments: Attachment[] }> {
  const l = L[p.lang]
  const range = (e: { when?: string; span: string }) => {
    if (e.when) return String(e.when)
    const d = span(e.span)
    if (d.current || d.study) return `${mmYYYY(d.start!)} – ${l.current}`
    return d.start ? `${mmYYYY(d.start)} – ${mmYYYY(d.end!)}` : mmYYYY(d.end!)
  }
  const place = (city?: string, country?: string) =>
    [city && `${l.city}: ${esc(city)}`, country && `${l.country}: ${esc(country)}`]
      .filter(Boolean)
      .join(' | ')
  const exp = p.experiences
    .map(
      (e) => `<div class="entry"><div class="when">[ ${esc(range(e))} ]</div><div class="body">
        <div class="post">${esc(e.post)}</div><div class="org">${esc(e.company)}</div>
        <div class="place">${place(e.city, e.country)}</div>
        ${e.text ? `<p>${esc(e.text)}</p>` : ''}${e.bullets ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div></div>`,
    )
    .join('')
  const edu = p.education
    .map(
      (d) => `<div class="entry"><div class="when">[ ${esc(range(d))} ]</div><div class="body">
        <div class="post">${esc(d.name)}</div><div class="org">${esc(d.school)}</div>
        <div class="place">${[place(d.city, d.country), d.eqf && `${l.eqf}: EQF level ${d.eqf}`].filter(Boolean).join(' | ')}</div></div></div>`,
    )
    .join('')
  const mother = p.languages.filter((x) => x.level === 'native')
  const others = p.languages.filter((x) => x.level !== 'native')
  const grid = `<table class="grid"><tr><th></th><th colspan="2">${l.und}</th><th colspan="2">${l.spk}</th><th>${l.wri}</th></tr>
    <tr class="sub"><td></td><td>${l.li}</td><td>${l.re}</td><td>${l.sp}</td><td>${l.si}</td><td></td></tr>
    ${others.map((x) => `<tr><td class="lname">${esc(x.name.toUpperCase())}</td>${x.cefr!.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`
  const contact = [
    p.nationality && `<b>${l.nat}:</b> ${esc(p.nationality)}`,
    p.birth && `<b>${l.dob}:</b> ${esc(p.birth.printed)}`,
    p.phone && `<b>${l.phone}:</b> ${esc(p.phone.printed)} (${l.mobile})`,
    `<b>${l.mail}:</b> <a href="mailto:${esc(p.email)}">${esc(p.email)}</a>`,
    p.website && `<b>${l.web}:</b> <a href="${esc(p.website)}">${esc(p.website)}</a>`,
    p.linkedin && `<b>LinkedIn:</b> <a href="${esc(p.linkedin)}">${esc(p.linkedin)}</a>`,
    `<b>${l.home}:</b> ${esc(p.address ?? p.city)}`,
  ].filter(Boolean)
  const html = `<!doctype html><html lang="${p.lang}"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 14mm 15mm 16mm }
    body { margin: 0; font-family: 'Open Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; line-height: 1.35 }
    .top { display: flex; gap: 8mm; align-items: flex-start; border-bottom: 2pt solid #0e4194; padding-bottom: 5mm }
    .logo { color: #0e4194; font-weight: bold; font-size: 11pt; letter-spacing: .5pt; width: 28mm }
    h1 { font-size: 20pt; margin: 0 0 3mm; font-weight: 600 } .contact span { margin-right: 8pt; display: inline-block }
    a { color: #0e4194; text-decoration: none }
    h2 { font-size: 11pt; color: #0e4194; margin: 7mm 0 3mm; padding-bottom: 1mm; border-bottom: .6pt solid #0e4194 }
    .entry { display: flex; gap: 4mm; margin-bottom: 4mm; break-inside: avoid } .when { width: 42mm; flex: none; color: #555; font-size: 8.5pt }
    .post { font-weight: 700; font-size: 10pt } .org { font-weight: 600; color: #0e4194 } .place { color: #666; font-size: 8.5pt }
    ul { margin: 1mm 0 0; padding-left: 4mm } p { margin: 1mm 0 0 }
    .grid { border-collapse: collapse; width: 100%; font-size: 8.5pt; margin-top: 2mm } .grid td, .grid th { padding: 1.5mm; text-align: center; border-bottom: .4pt solid #ddd }
    .grid .sub td { color: #666; font-size: 7.5pt } .grid .lname { text-align: left; font-weight: 700 } .levels { color: #666; font-size: 7.5pt; margin-top: 2mm }
    .tags span { display: inline-block; margin: 0 4pt 3pt 0 }
  </style></head><body>
  <div class="top"><div class="logo">europass</div><div><h1>${esc(p.first)} ${esc(p.last)}</h1>
  <div class="contact">${contact.map((c) => `<span>${c}</span>`).join(' ')}</div></div></div>
  ${p.summary ? `<h2>${l.about}</h2><p>${esc(p.summary)}</p>` : ''}
  <h2>${l.exp}</h2>${exp}<h2>${l.edu}</h2>${edu}
  <h2>${l.langs}</h2><p>${l.mother} <b>${mother.map((x) => esc(x.name.toUpperCase())).join(' | ')}</b></p>
  ${others.length ? `<p>${l.other}</p>${grid}<p class="levels">${l.levels}</p>` : ''}
  <h2>${l.digital}</h2><div class="tags">${p.skills
    .flatMap((g) => g.items)
    .map((s) => `<span>${esc(s)}</span>`)
    .join(' | ')}</div>
  </body></html>`
  const pdf = await chromiumPdf(html, { margin: '14mm' })
  const kind = p.europassXml ?? 'v4'
  if (kind === 'none') return { pdf, attachments: [] }
  const xml = kind === 'v4' ? candidateXml(p) : skillsPassportXml(p)
  return {
    pdf,
    attachments: [
      {
        name: 'Europass-XML-Attachment.xml',
        description: 'Europass XML Attachment',
        mimeType: 'application/xml',
        bytes: new TextEncoder().encode(xml),
      },
    ],
  }
}

const x = (s: string) => esc(s)
const isoDay = (v: string) => (v.length === 4 ? `${v}-01-01` : `${v}-01`)
/** Europass writes rich text as escaped HTML inside oa:Description. */
const richText = (e: { text?: string; bullets?: string[] }) =>
  x(
    `${e.text ? `<p>${x(e.text)}</p>` : ''}${e.bullets ? `<ul>${e.bullets.map((b) => `<li>${x(b)}</li>`).join('')}</ul>` : ''}`,
  )

/** Today's editor: a "Candidate" document (Europass v4, HR-Open / EURES namespaces). */
export function candidateXml(p: Person): string {
  const phone = p.phone && /^\+(\d{2,3}?)(\d{8,9})$/.exec(p.phone.e164.replace(/^\+(352|32|33|31)/, '+$1 '))
  const [cc, dial] = p.phone ? p.phone.e164.replace(/^\+(352|32|33|31|34|39)(\d+)$/, '$1 $2').split(' ') : []
  void phone
  const period = (s: string, tag: 'eures:EmploymentPeriod' | 'AttendancePeriod') => {
    const d = span(s)
    const ns = tag === 'AttendancePeriod' ? '' : 'eures:'
    return `<${tag}>${d.start ? `<${ns}StartDate><hr:FormattedDateTime>${isoDay(d.start)}</hr:FormattedDateTime></${ns}StartDate>` : ''}${
      d.end
        ? `<${ns}EndDate><hr:FormattedDateTime>${isoDay(d.end)}</hr:FormattedDateTime></${ns}EndDate>`
        : ''
    }<${ns}CurrentIndicator>${d.current || d.study}</${ns}CurrentIndicator></${tag}>`
  }
  const org = (city?: string, cc?: string) =>
    city
      ? `<OrganizationContact><Communication><Address><oa:CityName>${x(city)}</oa:CityName>${cc ? `<CountryCode>${cc}</CountryCode>` : ''}</Address></Communication></OrganizationContact>`
      : ''
  const employers = p.experiences
    .map(
      (e) => `<EmployerHistory><hr:OrganizationName>${x(e.company)}</hr:OrganizationName>${org(e.city, e.cc)}
        <PositionHistory><PositionTitle typeCode="FREETEXT">${x(e.post)}</PositionTitle>${period(e.span, 'eures:EmploymentPeriod')}
        ${e.text || e.bullets ? `<oa:Description>${richText(e)}</oa:Description>` : ''}${e.city ? `<City>${x(e.city)}</City>` : ''}${e.cc ? `<Country>${e.cc}</Country>` : ''}</PositionHistory></EmployerHistory>`,
    )
    .join('\n')
  const schools = p.education
    .map(
      (
        d,
      ) => `<EducationOrganizationAttendance><hr:OrganizationName>${x(d.school)}</hr:OrganizationName>${org(d.city, d.cc)}
        ${period(d.span, 'AttendancePeriod')}${d.eqf ? `<hr:EducationLevelCode>${d.eqf}</hr:EducationLevelCode>` : ''}
        <EducationDegree><hr:DegreeName>${x(d.name)}</hr:DegreeName></EducationDegree></EducationOrganizationAttendance>`,
    )
    .join('\n')
  const dims = [
    'CEF-Understanding-Listening',
    'CEF-Understanding-Reading',
    'CEF-Speaking-Production',
    'CEF-Speaking-Interaction',
    'CEF-Writing-Production',
  ]
  const languages = p.languages
    .filter((l) => l.level !== 'native')
    .map(
      (l) =>
        `<PersonCompetency><hr:CompetencyID>${l.iso3}</hr:CompetencyID><hr:TaxonomyID>language</hr:TaxonomyID>${l
          .cefr!.map(
            (c, i) =>
              `<eures:CompetencyDimension><hr:CompetencyDimensionTypeCode>${dims[i]}</hr:CompetencyDimensionTypeCode><eures:Score><hr:ScoreText>${c}</hr:ScoreText></eures:Score></eures:CompetencyDimension>`,
          )
          .join('')}</PersonCompetency>`,
    )
    .join('\n')
  const digital = p.skills
    .flatMap((g) => g.items)
    .map(
      (s) =>
        `<PersonCompetency><hr:CompetencyID>${x(s)}</hr:CompetencyID><hr:TaxonomyID>DIGITAL_SKILL</hr:TaxonomyID></PersonCompetency>`,
    )
    .join('\n')
  const mother = p.languages.filter((l) => l.level === 'native')
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Candidate xsi:schemaLocation="http://www.europass.eu/1.0 Candidate.xsd" xmlns="http://www.europass.eu/1.0" xmlns:oa="http://www.openapplications.org/oagis/9" xmlns:eures="http://www.europass_eures.eu/1.0" xmlns:hr="http://www.hr-xml.org/3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<hr:DocumentID schemeID="Test-0001" schemeName="DocumentIdentifier" schemeAgencyName="EUROPASS" schemeVersionID="4.0"/>
<CandidateSupplier><hr:PartyID schemeID="Test-0001" schemeName="PartyID" schemeAgencyName="EUROPASS" schemeVersionID="1.0"/><hr:PartyName>Owner</hr:PartyName>
<PersonContact><PersonName><oa:GivenName>${x(p.first)}</oa:GivenName><hr:FamilyName>${x(p.last)}</hr:FamilyName></PersonName><Communication><ChannelCode>Email</ChannelCode><oa:URI>${x(p.email)}</oa:URI></Communication></PersonContact><hr:PrecedenceCode>1</hr:PrecedenceCode></CandidateSupplier>
<CandidatePerson><PersonName><oa:GivenName>${x(p.first)}</oa:GivenName><hr:FamilyName>${x(p.last)}</hr:FamilyName></PersonName>
${p.phone ? `<Communication><ChannelCode>Telephone</ChannelCode><UseCode>mobile</UseCode><CountryDialing>${cc}</CountryDialing><oa:DialNumber>${dial}</oa:DialNumber></Communication>` : ''}
<Communication><ChannelCode>Email</ChannelCode><oa:URI>${x(p.email)}</oa:URI></Communication>
${p.website ? `<Communication><ChannelCode>Web</ChannelCode><UseCode>personal</UseCode><oa:URI>${x(p.website)}</oa:URI></Communication>` : ''}
${p.linkedin ? `<Communication><ChannelCode>Web</ChannelCode><UseCode>linkedin</UseCode><oa:URI>${x(p.linkedin)}</oa:URI></Communication>` : ''}
<Communication><UseCode>home</UseCode><Address type="home"><oa:AddressLine>${x(p.address ?? p.city)}</oa:AddressLine><oa:CityName>${x(p.city)}</oa:CityName><CountryCode>${(p.country ?? 'be').toLowerCase()}</CountryCode></Address></Communication>
${p.birth ? `<hr:BirthDate>${p.birth.iso}</hr:BirthDate>` : ''}
${mother.map((l) => `<PrimaryLanguageCode name="${x(l.name)}">${l.iso3}</PrimaryLanguageCode>`).join('')}
</CandidatePerson>
<CandidateProfile languageCode="${p.lang}">
${p.summary ? `<CandidateObjective>${x(x(`<p>${p.summary}</p>`))}</CandidateObjective>` : ''}
<EmploymentHistory>
${employers}
</EmploymentHistory>
<EducationHistory>
${schools}
</EducationHistory>
<PersonQualifications>
${languages}
${digital}
</PersonQualifications>
</CandidateProfile>
</Candidate>
`
}

/** The former editor (2013-2020): a "SkillsPassport" document (Europass XML v3.3). */
export function skillsPassportXml(p: Person): string {
  const ym = (v: string, tag: string) => {
    const [y, m] = v.split('-')
    return `<${tag} year="${y}"${m ? ` month="--${m}"` : ''}/>`
  }
  const period = (s: string) => {
    const d = span(s)
    return `<Period>${d.start ? ym(d.start, 'From') : ''}${d.end ? ym(d.end, 'To') : ''}${d.current || d.study ? '<Current>true</Current>' : ''}</Period>`
  }
  const addr = (city?: string, cc?: string) =>
    city
      ? `<ContactInfo><Address><Contact><Municipality>${x(city)}</Municipality>${cc ? `<Country><Code>${cc.toUpperCase()}</Code></Country>` : ''}</Contact></Address></ContactInfo>`
      : ''
  const work = p.experiences
    .map(
      (e) =>
        `<WorkExperience>${period(e.span)}<Position><Label>${x(e.post)}</Label></Position>${e.text || e.bullets ? `<Activities>${richText(e)}</Activities>` : ''}<Employer><Name>${x(e.company)}</Name>${addr(e.city, e.cc)}</Employer></WorkExperience>`,
    )
    .join('\n')
  const edu = p.education
    .map(
      (d) =>
        `<Education>${period(d.span)}<Title>${x(d.name)}</Title><Organisation><Name>${x(d.school)}</Name>${addr(d.city, d.cc)}</Organisation>${d.eqf ? `<Level><Code>${d.eqf}</Code></Level>` : ''}</Education>`,
    )
    .join('\n')
  const [by, bm, bd] = p.birth?.iso.split('-') ?? []
  return `<?xml version="1.0" encoding="UTF-8"?>
<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://europass.cedefop.europa.eu/Europass http://europass.cedefop.europa.eu/xml/v3.3.0/EuropassSchema.xsd" locale="${p.lang}">
<DocumentInfo><DocumentType>ECV</DocumentType><CreationDate>2019-11-04T09:12:44.117Z</CreationDate><LastUpdateDate>2019-11-04T09:31:02.540Z</LastUpdateDate><XSDVersion>V3.3</XSDVersion><Generator>EWA</Generator><Comment>Automatically generated Europass CV</Comment><EuropassLogo>true</EuropassLogo></DocumentInfo>
<LearnerInfo>
<Identification><PersonName><FirstName>${x(p.first)}</FirstName><Surname>${x(p.last)}</Surname></PersonName>
<ContactInfo><Address><Contact><AddressLine>${x(p.address ?? '')}</AddressLine><Municipality>${x(p.city)}</Municipality><Country><Code>${(p.country ?? 'BE').toUpperCase()}</Code></Country></Contact></Address>
<Email><Contact>${x(p.email)}</Contact></Email>
${p.phone ? `<TelephoneList><Telephone><Contact>${x(p.phone.printed)}</Contact><Use><Code>mobile</Code></Use></Telephone></TelephoneList>` : ''}
${p.website ? `<WebsiteList><Website><Contact>${x(p.website)}</Contact><Use><Code>personal</Code></Use></Website></WebsiteList>` : ''}
</ContactInfo>
${p.birth ? `<Demographics><Birthdate year="${by}" month="--${bm}" day="---${bd}"/></Demographics>` : ''}
</Identification>
${p.title ? `<Headline><Type><Code>position</Code></Type><Description><Label>${x(p.title)}</Label></Description></Headline>` : ''}
<WorkExperienceList>
${work}
</WorkExperienceList>
<EducationList>
${edu}
</EducationList>
<Skills><Linguistic><MotherTongueList>${p.languages
    .filter((l) => l.level === 'native')
    .map(
      (l) =>
        `<MotherTongue><Description><Code>${l.code}</Code><Label>${x(l.name)}</Label></Description></MotherTongue>`,
    )
    .join('')}</MotherTongueList>
<ForeignLanguageList>${p.languages
    .filter((l) => l.level !== 'native')
    .map(
      (l) =>
        `<ForeignLanguage><Description><Code>${l.code}</Code><Label>${x(l.name)}</Label></Description><ProficiencyLevel><Listening>${l.cefr![0]}</Listening><Reading>${l.cefr![1]}</Reading><SpokenInteraction>${l.cefr![3]}</SpokenInteraction><SpokenProduction>${l.cefr![2]}</SpokenProduction><Writing>${l.cefr![4]}</Writing></ProficiencyLevel></ForeignLanguage>`,
    )
    .join('')}</ForeignLanguageList></Linguistic>
<Computer><Description>${x(
    `<ul>${p.skills
      .flatMap((g) => g.items)
      .map((s) => `<li>${x(s)}</li>`)
      .join('')}</ul>`,
  )}</Description></Computer>
</Skills>
</LearnerInfo>
</SkillsPassport>
`
}
