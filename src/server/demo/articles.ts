/** The demo media articles: title, excerpt and opening paragraph in the three languages. */
import type { ArticleCategory } from '~/domain/enums'
import type { Localized } from './text'

export type ArticleText = { title: string; excerpt: string; lead: string }
export type ArticleSeed = { category: ArticleCategory; text: Localized<ArticleText> }

export const ARTICLES: readonly ArticleSeed[] = [
  {
    category: 'career_tips',
    text: {
      fr: {
        title: 'Comment rédiger une lettre de motivation pour une ASBL',
        excerpt: 'Les associations lisent les candidatures autrement : voici ce qui fait la différence.',
        lead: 'Dans une ASBL, la motivation pèse souvent autant que le diplôme. Les recruteurs veulent comprendre pourquoi leur cause vous parle, et ce que vous avez déjà fait pour elle.',
      },
      nl: {
        title: 'Een motivatiebrief schrijven voor een vzw',
        excerpt: 'Verenigingen lezen sollicitaties anders: dit maakt het verschil.',
        lead: 'In een vzw weegt motivatie vaak even zwaar als een diploma. Recruiters willen begrijpen waarom hun doel je raakt en wat je er al voor gedaan hebt.',
      },
      en: {
        title: 'How to write a cover letter for a non-profit',
        excerpt: 'Non-profits read applications differently: here is what makes the difference.',
        lead: 'At a non-profit, motivation often weighs as much as a degree. Recruiters want to understand why their cause speaks to you and what you have already done for it.',
      },
    },
  },
  {
    category: 'career_tips',
    text: {
      fr: {
        title: 'Se reconvertir dans la transition écologique à 40 ans',
        excerpt:
          'Changer de voie en milieu de carrière est plus courant, et plus accessible, qu’on ne le pense.',
        lead: 'Ils étaient comptables, commerciaux ou ingénieurs, et travaillent aujourd’hui pour le climat. Leur point commun : une reconversion préparée pas à pas, souvent avec une formation courte.',
      },
      nl: {
        title: 'Op je 40e overstappen naar de ecologische transitie',
        excerpt: 'Halverwege je loopbaan van richting veranderen is gewoner, en haalbaarder, dan je denkt.',
        lead: 'Ze waren boekhouder, verkoper of ingenieur en werken vandaag voor het klimaat. Wat ze gemeen hebben: een stap voor stap voorbereide omscholing, vaak met een korte opleiding.',
      },
      en: {
        title: 'Switching to a green career at 40',
        excerpt: 'Changing paths mid-career is more common, and more doable, than you think.',
        lead: 'They were accountants, salespeople or engineers, and now work for the climate. What they share: a career change prepared step by step, often with a short course.',
      },
    },
  },
  {
    category: 'career_tips',
    text: {
      fr: {
        title: 'Préparer un entretien d’embauche dans une coopérative',
        excerpt: 'Gouvernance partagée, valeurs, assemblée générale : ce qu’il faut savoir avant le jour J.',
        lead: 'Dans une coopérative, vous rencontrerez parfois plusieurs membres de l’équipe plutôt qu’un seul manager. Renseignez-vous sur son fonctionnement : on vous posera la question.',
      },
      nl: {
        title: 'Een sollicitatiegesprek bij een coöperatie voorbereiden',
        excerpt: 'Gedeeld bestuur, waarden, algemene vergadering: wat je moet weten voor de grote dag.',
        lead: 'Bij een coöperatie spreek je soms met meerdere teamleden in plaats van één manager. Zoek uit hoe de coöperatie werkt: die vraag krijg je zeker.',
      },
      en: {
        title: 'Preparing a job interview at a cooperative',
        excerpt: 'Shared governance, values, general assembly: what to know before the big day.',
        lead: 'At a cooperative you may meet several team members rather than a single manager. Read up on how it works: you will be asked about it.',
      },
    },
  },
  {
    category: 'career_tips',
    text: {
      fr: {
        title: 'Négocier son salaire dans le secteur non marchand',
        excerpt: 'Barèmes, commissions paritaires et avantages : les clés d’une négociation réussie.',
        lead: 'Dans le non-marchand, les salaires suivent souvent des barèmes fixés par commission paritaire. La négociation porte alors sur l’ancienneté reconnue, le temps de travail et les avantages.',
      },
      nl: {
        title: 'Je loon onderhandelen in de social profit',
        excerpt:
          'Barema’s, paritaire comités en extralegale voordelen: de sleutels tot een geslaagde onderhandeling.',
        lead: 'In de social profit volgen lonen vaak barema’s van het paritair comité. De onderhandeling gaat dan over erkende anciënniteit, werktijd en extralegale voordelen.',
      },
      en: {
        title: 'Negotiating your salary in the non-profit sector',
        excerpt: 'Pay scales, joint committees and benefits: the keys to a successful negotiation.',
        lead: 'In the Belgian non-profit sector, salaries often follow scales set by joint committees. Negotiation then focuses on recognised seniority, working time and benefits.',
      },
    },
  },
  {
    category: 'career_tips',
    text: {
      fr: {
        title: 'Stage, service citoyen ou bénévolat : par où commencer ?',
        excerpt: 'Trois façons de mettre un pied dans le monde de l’impact quand on débute.',
        lead: 'Vous sortez des études ou cherchez votre voie ? Le stage, le service citoyen et le bénévolat ont chacun leurs règles, leurs avantages et leurs limites.',
      },
      nl: {
        title: 'Stage, burgerdienst of vrijwilligerswerk: waar begin je?',
        excerpt: 'Drie manieren om als starter een voet tussen de deur te krijgen in de impactsector.',
        lead: 'Net afgestudeerd of op zoek naar je weg? Stage, burgerdienst en vrijwilligerswerk hebben elk hun regels, voordelen en grenzen.',
      },
      en: {
        title: 'Internship, civic service or volunteering: where to start?',
        excerpt: 'Three ways to get a foot in the door of the impact world as a beginner.',
        lead: 'Just graduated or still finding your way? Internships, civic service and volunteering each have their own rules, benefits and limits.',
      },
    },
  },
  {
    category: 'career_tips',
    text: {
      fr: {
        title: 'Valoriser son engagement bénévole sur son CV',
        excerpt: 'Vos heures de bénévolat sont de l’expérience : apprenez à les présenter.',
        lead: 'Coordonner une équipe de bénévoles, gérer un budget associatif ou animer des ateliers : ces compétences intéressent les recruteurs, à condition de les décrire concrètement.',
      },
      nl: {
        title: 'Je vrijwilligerswerk in de verf zetten op je cv',
        excerpt: 'Je uren als vrijwilliger zijn ervaring: leer ze goed voorstellen.',
        lead: 'Een team vrijwilligers coördineren, een verenigingsbudget beheren of workshops geven: recruiters vinden die vaardigheden interessant, als je ze concreet beschrijft.',
      },
      en: {
        title: 'Showcasing your volunteering on your CV',
        excerpt: 'Your volunteering hours are experience: learn to present them.',
        lead: 'Coordinating volunteers, managing a charity budget or running workshops: recruiters value these skills, as long as you describe them concretely.',
      },
    },
  },
  {
    category: 'impact_stories',
    text: {
      fr: {
        title: 'À Namur, une éolienne citoyenne alimente 2 000 foyers',
        excerpt: 'Huit cents coopérateurs ont financé ensemble une éolienne qui tourne depuis un an.',
        lead: 'Il a fallu cinq ans de concertation avec les riverains, mais le résultat est là : une éolienne détenue par ses voisins produit l’équivalent de la consommation de 2 000 ménages.',
      },
      nl: {
        title: 'In Namen voorziet een burgerwindturbine 2.000 gezinnen van stroom',
        excerpt: 'Achthonderd coöperanten financierden samen een windturbine die al een jaar draait.',
        lead: 'Het vergde vijf jaar overleg met de buurt, maar het resultaat is er: een windturbine in handen van de buren produceert het verbruik van 2.000 gezinnen.',
      },
      en: {
        title: 'In Namur, a citizen-owned wind turbine powers 2,000 homes',
        excerpt: 'Eight hundred members jointly funded a turbine that has been turning for a year.',
        lead: 'It took five years of dialogue with local residents, but the result is here: a turbine owned by its neighbours produces the equivalent of 2,000 households’ consumption.',
      },
    },
  },
  {
    category: 'impact_stories',
    text: {
      fr: {
        title: 'À Gand, les invendus deviennent des repas solidaires',
        excerpt: 'Un grossiste bio et une cuisine d’insertion s’allient contre le gaspillage.',
        lead: 'Chaque matin, les fruits et légumes invendus du grossiste partent vers une cuisine où des stagiaires en insertion préparent 300 repas pour les restaurants sociaux de la ville.',
      },
      nl: {
        title: 'In Gent worden onverkochte producten solidaire maaltijden',
        excerpt: 'Een biogroothandel en een sociale keuken bundelen de krachten tegen verspilling.',
        lead: 'Elke ochtend vertrekken de onverkochte groenten en fruit van de groothandel naar een keuken waar cursisten 300 maaltijden klaarmaken voor de sociale restaurants van de stad.',
      },
      en: {
        title: 'In Ghent, unsold food becomes solidarity meals',
        excerpt: 'An organic wholesaler and a training kitchen join forces against waste.',
        lead: 'Every morning the wholesaler’s unsold fruit and vegetables go to a kitchen where trainees cook 300 meals for the city’s social restaurants.',
      },
    },
  },
  {
    category: 'impact_stories',
    text: {
      fr: {
        title: 'Le vélo cargo, nouveau roi de la logistique anversoise',
        excerpt: 'Dans le centre d’Anvers, un colis sur cinq arrive désormais à vélo.',
        lead: 'Plus rapides que les camionnettes dans les rues étroites, les vélos cargo ont conquis le dernier kilomètre. Une start-up locale emploie déjà trente coursiers salariés.',
      },
      nl: {
        title: 'De bakfiets, nieuwe koning van de Antwerpse logistiek',
        excerpt: 'In het centrum van Antwerpen komt voortaan één pakje op vijf met de fiets.',
        lead: 'In smalle straten zijn bakfietsen sneller dan bestelwagens, en ze veroverden de laatste kilometer. Een lokale start-up heeft al dertig koeriers in vaste dienst.',
      },
      en: {
        title: 'The cargo bike, new king of Antwerp logistics',
        excerpt: 'In central Antwerp, one parcel in five now arrives by bike.',
        lead: 'Faster than vans in narrow streets, cargo bikes have won the last mile. A local start-up already employs thirty salaried couriers.',
      },
    },
  },
  {
    category: 'impact_stories',
    text: {
      fr: {
        title: 'Comment une recyclerie de Huy a créé 25 emplois',
        excerpt:
          'Réparer plutôt que jeter, et former en même temps : le pari réussi d’une entreprise d’insertion.',
        lead: 'Meubles, vélos, machines à laver : tout ce qui arrive à la recyclerie est trié, réparé puis revendu. Derrière chaque objet sauvé, il y a un travailleur qui reprend pied.',
      },
      nl: {
        title: 'Hoe een kringloopbedrijf in Hoei 25 banen creëerde',
        excerpt:
          'Herstellen in plaats van weggooien, en tegelijk opleiden: de geslaagde gok van een invoegbedrijf.',
        lead: 'Meubels, fietsen, wasmachines: alles wat binnenkomt wordt gesorteerd, hersteld en verkocht. Achter elk gered voorwerp staat een werknemer die opnieuw vaste grond vindt.',
      },
      en: {
        title: 'How a repair shop in Huy created 25 jobs',
        excerpt:
          'Repair instead of throwing away, and train at the same time: a work-integration success story.',
        lead: 'Furniture, bikes, washing machines: everything that comes in is sorted, repaired and resold. Behind every object saved, there is a worker getting back on their feet.',
      },
    },
  },
  {
    category: 'impact_stories',
    text: {
      fr: {
        title: 'Une école de code montoise ouvre la tech aux demandeurs d’emploi',
        excerpt: 'Huit apprenants sur dix trouvent un emploi dans les six mois.',
        lead: 'Pas de prérequis, pas de frais d’inscription : l’école sélectionne sur la motivation. Six mois plus tard, ses apprenants développent des sites pour des associations de la région.',
      },
      nl: {
        title: 'Een codeerschool in Bergen opent de techsector voor werkzoekenden',
        excerpt: 'Acht op de tien cursisten vinden binnen zes maanden werk.',
        lead: 'Geen voorkennis, geen inschrijvingsgeld: de school selecteert op motivatie. Zes maanden later bouwen de cursisten websites voor verenigingen uit de regio.',
      },
      en: {
        title: 'A coding school in Mons opens tech to jobseekers',
        excerpt: 'Eight out of ten learners find a job within six months.',
        lead: 'No prerequisites, no fees: the school selects on motivation. Six months later, its learners build websites for local non-profits.',
      },
    },
  },
  {
    category: 'impact_stories',
    text: {
      fr: {
        title: 'Des écoles en paille dans le Brabant flamand',
        excerpt: 'Une coopérative de construction préfabrique des classes en matériaux biosourcés.',
        lead: 'Murs en paille, ossature bois et enduits à l’argile : les nouvelles classes se montent en quelques semaines et consomment quatre fois moins d’énergie qu’un bâtiment classique.',
      },
      nl: {
        title: 'Strobalenscholen in Vlaams-Brabant',
        excerpt: 'Een bouwcoöperatie prefabriceert klaslokalen uit biobased materialen.',
        lead: 'Strowanden, houtskelet en leembepleistering: de nieuwe klassen staan er in enkele weken en verbruiken vier keer minder energie dan een klassiek gebouw.',
      },
      en: {
        title: 'Straw-built schools in Flemish Brabant',
        excerpt: 'A building cooperative prefabricates classrooms from bio-based materials.',
        lead: 'Straw walls, timber frames and clay plaster: the new classrooms go up in a few weeks and use four times less energy than a conventional building.',
      },
    },
  },
  {
    category: 'portraits',
    text: {
      fr: {
        title: 'Amina, infirmière à domicile : « Je prends le temps »',
        excerpt: 'Après dix ans à l’hôpital, elle a choisi les soins à domicile pour retrouver la relation.',
        lead: 'Amina fait chaque jour une quinzaine de visites à vélo électrique. Ce qu’elle aime : connaître ses patients, leurs familles, et avoir le temps d’écouter.',
      },
      nl: {
        title: 'Amina, thuisverpleegkundige: ‘Ik neem de tijd’',
        excerpt:
          'Na tien jaar in het ziekenhuis koos ze voor thuiszorg om de band met patiënten terug te vinden.',
        lead: 'Amina doet elke dag een vijftiental bezoeken met haar elektrische fiets. Wat ze graag doet: haar patiënten en hun families leren kennen, en tijd hebben om te luisteren.',
      },
      en: {
        title: 'Amina, home care nurse: “I take the time”',
        excerpt: 'After ten years in hospital, she chose home care to rediscover the human connection.',
        lead: 'Amina makes around fifteen visits a day on her e-bike. What she loves: knowing her patients and their families, and having time to listen.',
      },
    },
  },
  {
    category: 'portraits',
    text: {
      fr: {
        title: 'Pieter a quitté la banque pour une coopérative d’énergie',
        excerpt: 'Ancien analyste crédit, il finance aujourd’hui des éoliennes citoyennes.',
        lead: 'Pendant douze ans, Pieter a analysé des dossiers de crédit dans une grande banque. Un jour, il a investi 250 euros dans une coopérative éolienne, puis il y a postulé.',
      },
      nl: {
        title: 'Pieter ruilde de bank in voor een energiecoöperatie',
        excerpt: 'De gewezen kredietanalist financiert vandaag burgerwindturbines.',
        lead: 'Twaalf jaar lang analyseerde Pieter kredietdossiers bij een grootbank. Op een dag stak hij 250 euro in een windcoöperatie, en daarna solliciteerde hij er.',
      },
      en: {
        title: 'Pieter left banking for an energy cooperative',
        excerpt: 'A former credit analyst, he now finances citizen-owned wind turbines.',
        lead: 'For twelve years Pieter analysed loan files at a big bank. One day he invested 250 euros in a wind cooperative, and then he applied for a job there.',
      },
    },
  },
  {
    category: 'portraits',
    text: {
      fr: {
        title: 'Sophie, brasseuse en Ardenne et fière de ses céréales locales',
        excerpt: 'Elle a convaincu trois agriculteurs de la Semois de cultiver de l’orge brassicole.',
        lead: 'Sophie a appris à brasser en autodidacte avant de reprendre une ancienne grange à Bouillon. Sa règle : aucun ingrédient ne vient de plus de cinquante kilomètres.',
      },
      nl: {
        title: 'Sophie, brouwster in de Ardennen en trots op haar lokale granen',
        excerpt: 'Ze overtuigde drie boeren uit de Semoisvallei om brouwgerst te telen.',
        lead: 'Sophie leerde zelf brouwen voor ze een oude schuur in Bouillon overnam. Haar regel: geen enkel ingrediënt komt van verder dan vijftig kilometer.',
      },
      en: {
        title: 'Sophie, an Ardennes brewer proud of her local grain',
        excerpt: 'She convinced three Semois farmers to grow malting barley.',
        lead: 'Sophie taught herself to brew before taking over an old barn in Bouillon. Her rule: no ingredient comes from more than fifty kilometres away.',
      },
    },
  },
  {
    category: 'portraits',
    text: {
      fr: {
        title: 'Youssef, développeur : « Le code peut servir le bien commun »',
        excerpt:
          'Il a troqué une agence de publicité contre une start-up de logiciels libres pour les communes.',
        lead: 'Youssef a passé cinq ans à optimiser des bannières publicitaires. Aujourd’hui, il développe des formulaires en ligne que les personnes âgées arrivent enfin à remplir.',
      },
      nl: {
        title: 'Youssef, developer: ‘Code kan het algemeen belang dienen’',
        excerpt:
          'Hij ruilde een reclamebureau in voor een start-up die opensourcesoftware maakt voor gemeenten.',
        lead: 'Youssef optimaliseerde vijf jaar lang reclamebanners. Vandaag ontwikkelt hij onlineformulieren die ouderen eindelijk zelf kunnen invullen.',
      },
      en: {
        title: 'Youssef, developer: “Code can serve the common good”',
        excerpt:
          'He swapped an advertising agency for a start-up building open-source software for municipalities.',
        lead: 'Youssef spent five years optimising ad banners. Today he builds online forms that older people can finally fill in on their own.',
      },
    },
  },
  {
    category: 'portraits',
    text: {
      fr: {
        title: 'Marie, 58 ans, fondatrice d’une ferme de soins',
        excerpt: 'Ancienne éducatrice, elle accueille chaque semaine trente personnes à la ferme.',
        lead: 'Marie a travaillé vingt ans en institution avant d’ouvrir sa ferme de soins près de Hasselt. Ici, chacun a une tâche : nourrir les poules, récolter, vendre au marché.',
      },
      nl: {
        title: 'Marie (58), oprichtster van een zorgboerderij',
        excerpt: 'De gewezen opvoedster ontvangt elke week dertig mensen op de boerderij.',
        lead: 'Marie werkte twintig jaar in een instelling voor ze haar zorgboerderij bij Hasselt opende. Hier heeft iedereen een taak: de kippen voeren, oogsten, verkopen op de markt.',
      },
      en: {
        title: 'Marie, 58, founder of a care farm',
        excerpt: 'A former educator, she welcomes thirty people to the farm every week.',
        lead: 'Marie worked for twenty years in an institution before opening her care farm near Hasselt. Here everyone has a task: feeding the hens, harvesting, selling at the market.',
      },
    },
  },
  {
    category: 'portraits',
    text: {
      fr: {
        title: 'Lena, responsable RSE d’une chaîne de supermarchés',
        excerpt: 'Changer un grand groupe de l’intérieur, un rayon après l’autre.',
        lead: 'Lena pilote la feuille de route climat d’un groupe de 4 000 salariés. Son dernier chantier : supprimer le plastique des rayons fruits et légumes dans tous les magasins.',
      },
      nl: {
        title: 'Lena, MVO-verantwoordelijke bij een supermarktketen',
        excerpt: 'Een grote groep van binnenuit veranderen, rek na rek.',
        lead: 'Lena stuurt de klimaatroadmap van een groep met 4.000 werknemers. Haar jongste project: plastic weg uit de groente- en fruitafdeling van alle winkels.',
      },
      en: {
        title: 'Lena, CSR manager at a supermarket chain',
        excerpt: 'Changing a large group from within, one aisle at a time.',
        lead: 'Lena leads the climate roadmap of a group with 4,000 employees. Her latest project: removing plastic from the fruit and vegetable aisles of every store.',
      },
    },
  },
  {
    category: 'news',
    text: {
      fr: {
        title: 'Les offres d’emploi à impact en hausse de 12 % en Belgique',
        excerpt: 'Énergie, soins et économie circulaire tirent le marché cette année.',
        lead: 'Selon notre baromètre annuel, les organisations à impact ont publié 12 % d’offres de plus que l’an dernier. La Wallonie et la Flandre progressent au même rythme.',
      },
      nl: {
        title: 'Impactvacatures stijgen met 12 % in België',
        excerpt: 'Energie, zorg en circulaire economie trekken dit jaar de markt.',
        lead: 'Volgens onze jaarlijkse barometer publiceerden impactorganisaties 12 % meer vacatures dan vorig jaar. Wallonië en Vlaanderen groeien even snel.',
      },
      en: {
        title: 'Impact job offers up 12% in Belgium',
        excerpt: 'Energy, care and the circular economy lead the market this year.',
        lead: 'According to our annual barometer, impact organisations posted 12% more job offers than last year. Wallonia and Flanders are growing at the same pace.',
      },
    },
  },
  {
    category: 'news',
    text: {
      fr: {
        title: 'La directive CSRD crée des métiers dans les PME belges',
        excerpt: 'Reporting de durabilité : les profils RSE n’ont jamais été aussi recherchés.',
        lead: 'Avec l’entrée en vigueur progressive de la directive européenne sur le reporting de durabilité, de nombreuses PME recrutent leur premier ou première responsable RSE.',
      },
      nl: {
        title: 'De CSRD-richtlijn creëert jobs in Belgische kmo’s',
        excerpt: 'Duurzaamheidsrapportering: MVO-profielen waren nooit zo gegeerd.',
        lead: 'Met de geleidelijke invoering van de Europese richtlijn over duurzaamheidsrapportering werven veel kmo’s hun eerste MVO-verantwoordelijke aan.',
      },
      en: {
        title: 'The CSRD directive creates jobs in Belgian SMEs',
        excerpt: 'Sustainability reporting: CSR profiles have never been so sought after.',
        lead: 'As the European sustainability reporting directive is phased in, many SMEs are hiring their first CSR manager.',
      },
    },
  },
  {
    category: 'news',
    text: {
      fr: {
        title: 'Service citoyen : plus de places pour les 18-25 ans',
        excerpt: 'De nouvelles organisations d’accueil rejoignent le programme cette année.',
        lead: 'Six mois pour s’engager dans une association, découvrir un métier et se former : le service citoyen ouvre de nouvelles places dans les secteurs de l’environnement et du soin.',
      },
      nl: {
        title: 'Burgerdienst: meer plaatsen voor 18- tot 25-jarigen',
        excerpt: 'Dit jaar stappen nieuwe onthaalorganisaties in het programma.',
        lead: 'Zes maanden om je in te zetten voor een organisatie, een beroep te ontdekken en bij te leren: de burgerdienst opent nieuwe plaatsen in milieu en zorg.',
      },
      en: {
        title: 'Civic service: more places for 18 to 25 year olds',
        excerpt: 'New host organisations join the programme this year.',
        lead: 'Six months to volunteer with an organisation, discover a trade and learn: civic service is opening new places in environment and care.',
      },
    },
  },
  {
    category: 'news',
    text: {
      fr: {
        title: 'Tremplin lance son podcast sur les carrières à impact',
        excerpt: 'Chaque mois, une rencontre avec celles et ceux qui ont donné du sens à leur travail.',
        lead: 'Reconversions, échecs, burn-out, réussites : notre podcast donne la parole aux travailleurs et fondateurs de l’économie à impact, en français, en néerlandais et en anglais.',
      },
      nl: {
        title: 'Tremplin lanceert podcast over impactloopbanen',
        excerpt: 'Elke maand een gesprek met mensen die hun werk zin gaven.',
        lead: 'Omscholingen, mislukkingen, burn-out, successen: onze podcast geeft het woord aan werknemers en oprichters uit de impacteconomie, in het Nederlands, Frans en Engels.',
      },
      en: {
        title: 'Tremplin launches its podcast on impact careers',
        excerpt: 'Every month, a conversation with people who gave meaning to their work.',
        lead: 'Career changes, failures, burnout, successes: our podcast gives the floor to workers and founders of the impact economy, in French, Dutch and English.',
      },
    },
  },
  {
    category: 'news',
    text: {
      fr: {
        title: 'Les coopératives d’énergie citoyenne dépassent 100 000 membres',
        excerpt: 'Un record porté par la hausse des prix de l’énergie.',
        lead: 'Les coopératives d’énergie renouvelable comptent désormais plus de 100 000 coopérateurs en Belgique. Elles recrutent aussi : chefs de projet, techniciens et conseillers en énergie.',
      },
      nl: {
        title: 'Burgerenergiecoöperaties tellen meer dan 100.000 leden',
        excerpt: 'Een record, aangewakkerd door de hogere energieprijzen.',
        lead: 'Hernieuwbare-energiecoöperaties tellen voortaan meer dan 100.000 coöperanten in België. Ze werven ook aan: projectleiders, technici en energieconsulenten.',
      },
      en: {
        title: 'Citizen energy cooperatives pass 100,000 members',
        excerpt: 'A record driven by rising energy prices.',
        lead: 'Renewable energy cooperatives now have more than 100,000 members in Belgium. They are hiring too: project managers, technicians and energy advisors.',
      },
    },
  },
  {
    category: 'news',
    text: {
      fr: {
        title: 'Salon de l’emploi à impact le 5 décembre à Bruxelles',
        excerpt: 'Soixante organisations, des ateliers CV et des conférences, entrée gratuite.',
        lead: 'Pour sa troisième édition, le salon réunit ASBL, coopératives et entreprises en transition. Venez avec votre CV : plusieurs recruteurs font passer des entretiens sur place.',
      },
      nl: {
        title: 'Impactjobbeurs op 5 december in Brussel',
        excerpt: 'Zestig organisaties, cv-workshops en lezingen, gratis toegang.',
        lead: 'Voor de derde editie brengt de beurs vzw’s, coöperaties en bedrijven in transitie samen. Breng je cv mee: verschillende recruiters voeren ter plaatse gesprekken.',
      },
      en: {
        title: 'Impact job fair on 5 December in Brussels',
        excerpt: 'Sixty organisations, CV workshops and talks, free entry.',
        lead: 'For its third edition, the fair brings together non-profits, cooperatives and companies in transition. Bring your CV: several recruiters hold interviews on site.',
      },
    },
  },
]

/** Further paragraphs of each category's articles (two are added after the lead). */
export const ARTICLE_CATEGORY_PARAGRAPHS: Readonly<Record<ArticleCategory, readonly Localized[]>> = {
  career_tips: [
    {
      fr: 'Commencez par lister ce qui compte vraiment pour vous : la cause, le type de structure, la taille de l’équipe, la localisation. Cette boussole vous évitera de postuler partout.',
      nl: 'Begin met op te lijsten wat echt belangrijk is voor jou: het doel, het soort organisatie, de teamgrootte, de locatie. Dat kompas voorkomt dat je overal solliciteert.',
      en: 'Start by listing what really matters to you: the cause, the type of organisation, team size, location. This compass will stop you from applying everywhere.',
    },
    {
      fr: 'N’hésitez pas à contacter des personnes qui occupent déjà le poste visé. La plupart acceptent volontiers un café ou un appel de vingt minutes.',
      nl: 'Aarzel niet om mensen te contacteren die de job al doen. De meesten gaan graag in op een koffie of een gesprek van twintig minuten.',
      en: 'Do not hesitate to contact people already doing the job. Most will gladly accept a coffee or a twenty-minute call.',
    },
    {
      fr: 'Enfin, soyez concret : un exemple chiffré vaut mieux que trois adjectifs. Les recruteurs retiennent ce que vous avez fait, pas ce que vous dites être.',
      nl: 'Wees ten slotte concreet: één voorbeeld met cijfers zegt meer dan drie bijvoeglijke naamwoorden. Recruiters onthouden wat je gedaan hebt, niet wat je zegt te zijn.',
      en: 'Finally, be concrete: one example with figures beats three adjectives. Recruiters remember what you did, not what you say you are.',
    },
  ],
  impact_stories: [
    {
      fr: 'Le projet n’aurait pas vu le jour sans l’appui des pouvoirs locaux et d’un réseau de partenaires associatifs, qui ont apporté terrain, conseils et premiers clients.',
      nl: 'Het project was er nooit gekomen zonder de steun van de lokale overheid en een netwerk van partnerorganisaties, die terrein, advies en de eerste klanten aanbrachten.',
      en: 'The project would not exist without the support of local authorities and a network of partner organisations, who provided land, advice and the first customers.',
    },
    {
      fr: 'Aujourd’hui, l’équipe réfléchit à essaimer le modèle dans d’autres villes belges, en partageant ses outils et ses erreurs avec qui veut se lancer.',
      nl: 'Vandaag denkt het team na over hoe het model naar andere Belgische steden kan, door zijn tools en fouten te delen met wie wil starten.',
      en: 'Today the team is considering spreading the model to other Belgian cities, sharing its tools and mistakes with anyone who wants to start.',
    },
    {
      fr: 'Les chiffres sont encourageants, mais ce sont les témoignages des habitants et des travailleurs qui convainquent le plus de l’utilité du projet.',
      nl: 'De cijfers zijn bemoedigend, maar het zijn de getuigenissen van bewoners en werknemers die het meest overtuigen van het nut van het project.',
      en: 'The figures are encouraging, but it is the stories of residents and workers that best show how useful the project is.',
    },
  ],
  portraits: [
    {
      fr: 'Ce qui l’a décidé·e ? L’envie de se lever le matin pour quelque chose qui a du sens, et de pouvoir l’expliquer simplement à ses enfants.',
      nl: 'Wat de doorslag gaf? Zin om ’s ochtends op te staan voor iets wat zin heeft, en het eenvoudig aan de kinderen te kunnen uitleggen.',
      en: 'What made the difference? Wanting to get up in the morning for something meaningful, and being able to explain it simply to the kids.',
    },
    {
      fr: 'Le changement n’a pas été sans doutes : baisse de salaire, nouveau vocabulaire, nouveaux codes. Mais aucun regret, assure-t-on, bien au contraire.',
      nl: 'De overstap ging niet zonder twijfels: minder loon, nieuw jargon, nieuwe codes. Maar geen spijt, integendeel.',
      en: 'The change was not without doubts: lower pay, new jargon, new codes. But no regrets, quite the opposite.',
    },
    {
      fr: 'Son conseil à celles et ceux qui hésitent : tester avant de sauter, par du bénévolat, une formation courte ou une mission ponctuelle.',
      nl: 'De raad voor wie twijfelt: test het eerst uit, via vrijwilligerswerk, een korte opleiding of een tijdelijke opdracht.',
      en: 'The advice to anyone hesitating: test before you jump, through volunteering, a short course or a one-off assignment.',
    },
  ],
  news: [
    {
      fr: 'Les organisations interrogées citent la difficulté à trouver des profils techniques et bilingues comme principal frein à leur croissance.',
      nl: 'De bevraagde organisaties noemen de moeilijkheid om technische en tweetalige profielen te vinden als belangrijkste rem op hun groei.',
      en: 'The organisations surveyed cite the difficulty of finding technical and bilingual profiles as the main brake on their growth.',
    },
    {
      fr: 'Retrouvez toutes les offres concernées sur Tremplin, filtrées par région, secteur et type de contrat.',
      nl: 'Vind alle betrokken vacatures op Tremplin, gefilterd op regio, sector en contracttype.',
      en: 'Find all the related offers on Tremplin, filtered by region, sector and contract type.',
    },
    {
      fr: 'Nous suivrons l’évolution du dossier dans nos prochaines publications et dans notre newsletter mensuelle.',
      nl: 'We volgen het dossier verder op in onze volgende publicaties en in onze maandelijkse nieuwsbrief.',
      en: 'We will follow developments in upcoming articles and in our monthly newsletter.',
    },
  ],
}
