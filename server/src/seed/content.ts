/**
 * Seeded public content: announcements (HTML, three locales) and FAQ items (HTML answers, three
 * languages, four categories). The server sanitizes the HTML when it serves it
 * (lib/safe-html.ts); every text here passes through unchanged (safe-html.test.ts).
 */
import type { Locale } from '@portal/openapi/language';

export type FaqCategory = 'general' | 'creditInformation' | 'collectionCosts' | 'collectionProcess';

export interface FaqSeed {
  category: FaqCategory;
  /** [question, answer HTML, keywords] in fi, se, en */
  fi: [string, string, string];
  se: [string, string, string];
  en: [string, string, string];
}

export const FAQ: FaqSeed[] = [
  {
    category: 'general',
    fi: [
      'Mistä löydän asianumeron ja verkkotunnuksen?',
      '<p>Asianumero ja verkkotunnus ovat saamassasi perintäkirjeessä oikeassa yläkulmassa. Voit myös kirjautua <strong>pankkitunnuksilla</strong>, jolloin näet kaikki asiasi.</p>',
      'kirjautuminen asianumero verkkotunnus kirje',
    ],
    se: [
      'Var hittar jag ärendenumret och nätkoden?',
      '<p>Ärendenumret och nätkoden finns i det övre högra hörnet av indrivningsbrevet. Du kan också logga in med <strong>bankkoder</strong> och se alla dina ärenden.</p>',
      'inloggning ärendenummer nätkod brev',
    ],
    en: [
      'Where do I find the case number and the online ID?',
      '<p>The case number and the online ID are in the top right corner of the collection letter. You can also log in with your <strong>online banking ID</strong> to see all your cases.</p>',
      'login case number online id letter',
    ],
  },
  {
    category: 'general',
    fi: [
      'Miksi näen vain yhden asian?',
      '<p>Asianumerolla ja verkkotunnuksella kirjautuessasi näet vain kyseisen asian. Kirjaudu pankkitunnuksilla nähdäksesi kaikki asiasi.</p>',
      'yksi asia kaikki velat pankkitunnukset',
    ],
    se: [
      'Varför ser jag bara ett ärende?',
      '<p>När du loggar in med ärendenummer och nätkod ser du bara det ärendet. Logga in med bankkoder för att se alla dina ärenden.</p>',
      'ett ärende alla skulder bankkoder',
    ],
    en: [
      'Why do I see only one case?',
      '<p>When you log in with a case number and online ID you see only that case. Log in with your online banking ID to see all of your cases.</p>',
      'one case all debts online banking id',
    ],
  },
  {
    category: 'general',
    fi: [
      'Miten päivitän yhteystietoni?',
      '<p>Voit lisätä puhelinnumeron ja sähköpostiosoitteen <em>Omat tiedot</em> -sivulla. Osoitteenmuutoksen teet Postin palvelussa.</p>',
      'yhteystiedot puhelin sähköposti osoite',
    ],
    se: [
      'Hur uppdaterar jag mina kontaktuppgifter?',
      '<p>Du kan lägga till telefonnummer och e-postadress på sidan <em>Mina uppgifter</em>. Adressändringar gör du hos Posti.</p>',
      'kontaktuppgifter telefon e-post adress',
    ],
    en: [
      'How do I update my contact details?',
      '<p>You can add a phone number and an email address on the <em>My details</em> page. Change your address with the postal service.</p>',
      'contact details phone email e-mail address',
    ],
  },
  {
    category: 'general',
    fi: [
      'Voinko tehdä maksusuunnitelman?',
      '<p>Voit tehdä maksusuunnitelman palvelussa, jos velkasi sallii sen. Valitse kuukausierä ja eräpäivä, niin näet suunnitelman ennen vahvistamista.</p>',
      'maksusuunnitelma erä kuukausierä',
    ],
    se: [
      'Kan jag göra en betalningsplan?',
      '<p>Du kan göra en betalningsplan i tjänsten om skulden tillåter det. Välj månadsbelopp och förfallodag så ser du planen innan du bekräftar den.</p>',
      'betalningsplan rat månadsbelopp',
    ],
    en: [
      'Can I set up a payment plan?',
      '<p>You can set up a payment plan in the portal when the debt allows it. Choose the monthly amount and the due day, and you will see the plan before you confirm it.</p>',
      'payment plan instalment installment monthly amount',
    ],
  },
  {
    category: 'creditInformation',
    fi: [
      'Milloin maksuhäiriömerkintä syntyy?',
      '<p>Maksuhäiriömerkintä voi syntyä, kun velasta annetaan tuomio tai ulosotto toteaa varattomuuden. Maksamalla ajoissa vältät merkinnän.</p>',
      'maksuhäiriömerkintä luottotiedot tuomio',
    ],
    se: [
      'När uppstår en betalningsanmärkning?',
      '<p>En betalningsanmärkning kan uppstå när en dom ges om skulden eller när utsökningen konstaterar medellöshet. Genom att betala i tid undviker du anmärkningen.</p>',
      'betalningsanmärkning kreditupplysning dom',
    ],
    en: [
      'When is a payment default entry made?',
      '<p>A payment default entry can be made when a court gives a judgment on the debt or when enforcement finds you without means. Paying on time avoids the entry.</p>',
      'payment default credit information judgment judgement',
    ],
  },
  {
    category: 'creditInformation',
    fi: [
      'Kuinka kauan maksuhäiriömerkintä on voimassa?',
      '<p>Merkintä on rekisterissä yleensä <strong>kaksi vuotta</strong>, ja se poistuu kuukauden kuluttua velan maksamisesta, jos velka on maksettu kokonaan.</p>',
      'merkintä voimassa poistuminen',
    ],
    se: [
      'Hur länge gäller en betalningsanmärkning?',
      '<p>Anmärkningen finns vanligen i registret i <strong>två år</strong> och tas bort en månad efter att skulden har betalats i sin helhet.</p>',
      'anmärkning giltighet borttagning',
    ],
    en: [
      'How long does a payment default entry last?',
      '<p>The entry usually stays in the register for <strong>two years</strong> and is removed one month after the debt is paid in full.</p>',
      'entry duration removal',
    ],
  },
  {
    category: 'creditInformation',
    fi: [
      'Vaikuttaako maksusuunnitelma luottotietoihini?',
      '<p>Maksusuunnitelma ei itsessään aiheuta merkintää. Kun noudatat suunnitelmaa, perintä ei etene oikeuteen.</p>',
      'maksusuunnitelma luottotiedot',
    ],
    se: [
      'Påverkar en betalningsplan min kreditupplysning?',
      '<p>En betalningsplan ger ingen anmärkning i sig. När du följer planen går indrivningen inte vidare till domstol.</p>',
      'betalningsplan kreditupplysning',
    ],
    en: [
      'Does a payment plan affect my credit information?',
      '<p>A payment plan by itself causes no entry. As long as you keep to the plan, collection does not proceed to court.</p>',
      'payment plan credit information',
    ],
  },
  {
    category: 'collectionCosts',
    fi: [
      'Mistä perintäkulut muodostuvat?',
      '<p>Perintäkulut perustuvat perintälakiin, ja niiden enimmäismäärät riippuvat velan pääomasta. Erittely näkyy velan tiedoissa.</p>',
      'perintäkulut kulut erittely',
    ],
    se: [
      'Vad består indrivningskostnaderna av?',
      '<p>Indrivningskostnaderna grundar sig på indrivningslagen och deras maximibelopp beror på skuldens kapital. Specifikationen syns i skuldens uppgifter.</p>',
      'indrivningskostnader kostnader specifikation',
    ],
    en: [
      'What do the collection costs consist of?',
      '<p>Collection costs are based on the Debt Collection Act and their maximum amounts depend on the principal of the debt. The breakdown is shown in the debt details.</p>',
      'collection costs breakdown',
    ],
  },
  {
    category: 'collectionCosts',
    fi: [
      'Miksi velkani kasvaa?',
      '<p>Velalle kertyy viivästyskorkoa eräpäivästä alkaen. Lisäksi perinnän eteneminen voi aiheuttaa kuluja. Maksamalla nopeasti pienennät kokonaissummaa.</p>',
      'korko viivästyskorko kasvaa',
    ],
    se: [
      'Varför växer min skuld?',
      '<p>Dröjsmålsränta löper från förfallodagen. Dessutom kan indrivningen medföra kostnader. Genom att betala snabbt minskar du totalbeloppet.</p>',
      'ränta dröjsmålsränta växer',
    ],
    en: [
      'Why is my debt growing?',
      '<p>Interest for late payment is added from the due date, and further collection steps can add costs. Paying quickly lowers the total.</p>',
      'interest late payment growing',
    ],
  },
  {
    category: 'collectionCosts',
    fi: [
      'Maksaako eräpäivän siirto?',
      '<p>Ensimmäinen eräpäivän siirto voi olla maksuton. Sen jälkeen siirrosta voidaan periä kulu, joka näytetään ennen vahvistusta.</p>',
      'eräpäivän siirto kulu',
    ],
    se: [
      'Kostar det att flytta förfallodagen?',
      '<p>Den första flytten av förfallodagen kan vara avgiftsfri. Därefter kan en avgift tas ut, och den visas innan du bekräftar.</p>',
      'flytta förfallodag avgift',
    ],
    en: [
      'Does moving the due date cost anything?',
      '<p>Moving the due date the first time may be free of charge. After that a charge may apply; it is shown before you confirm.</p>',
      'move due date charge',
    ],
  },
  {
    category: 'collectionProcess',
    fi: [
      'Mitä tapahtuu, jos en maksa?',
      '<p>Maksamaton velka voi edetä <strong>oikeudelliseen perintään</strong> ja ulosottoon. Ota yhteyttä asiakaspalveluun, jos et pysty maksamaan.</p>',
      'oikeudellinen perintä ulosotto maksamatta',
    ],
    se: [
      'Vad händer om jag inte betalar?',
      '<p>En obetald skuld kan gå vidare till <strong>rättslig indrivning</strong> och utsökning. Kontakta kundtjänsten om du inte kan betala.</p>',
      'rättslig indrivning utsökning obetald',
    ],
    en: [
      'What happens if I do not pay?',
      '<p>An unpaid debt can proceed to <strong>legal collection</strong> and enforcement. Contact customer service if you cannot pay.</p>',
      'legal collection enforcement unpaid',
    ],
  },
  {
    category: 'collectionProcess',
    fi: [
      'Miten riitautan laskun?',
      '<p>Voit tehdä reklamaation velan sivulla, jos se on sallittu. Perintä keskeytetään käsittelyn ajaksi. Oikeudessa olevasta velasta reklamaatiota ei voi tehdä. Jos olet eri mieltä oikeudessa olevasta velasta, vastaa käräjäoikeudelle haasteessa mainittuun päivään mennessä. Muuten käräjäoikeus voi antaa asiassa yksipuolisen tuomion.</p>',
      'reklamaatio riitautus keskeytys',
    ],
    se: [
      'Hur bestrider jag en faktura?',
      '<p>Du kan göra en reklamation på skuldens sida om det är tillåtet. Indrivningen avbryts under behandlingen. Om en skuld som är i domstol kan du inte göra en reklamation. Om du anser att en sådan skuld är fel ska du svara tingsrätten senast den dag som anges i stämningen. Annars kan tingsrätten meddela tredskodom.</p>',
      'reklamation bestrida avbrott',
    ],
    en: [
      'How do I dispute an invoice?',
      '<p>You can file a complaint on the debt page when it is allowed. Collection is paused while it is handled. You cannot file a complaint about a debt that is in court. If you think such a debt is wrong, reply to the district court by the date given in the summons. Otherwise the court can give a judgment by default.</p>',
      'complaint reclamation dispute pause',
    ],
  },
  {
    category: 'collectionProcess',
    fi: [
      'Mikä on sovinto?',
      '<p>Haastehakemuksen jälkeen voit sopia velasta sitovalla maksusuunnitelmalla ja allekirjoittaa sen sähköisesti. Sovinto on valmis, kun ensimmäinen erä on maksettu.</p>',
      'sovinto haaste allekirjoitus',
    ],
    se: [
      'Vad är en förlikning?',
      '<p>Efter en stämningsansökan kan du avtala om skulden med en bindande betalningsplan och underteckna den elektroniskt. Förlikningen är klar när den första raten är betald.</p>',
      'förlikning stämning underteckning',
    ],
    en: [
      'What is a settlement?',
      '<p>After a summons you can settle the debt with a binding payment plan and sign it electronically. The settlement is complete once the first instalment is paid.</p>',
      'settlement summons signing',
    ],
  },
];

export interface AnnouncementSeed {
  /** Days from the seeding day. */
  validFromDays: number;
  validUntilDays: number | null;
  contents: { locale: Locale; title: string; text: string }[];
}

export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    validFromDays: -1,
    validUntilDays: 60,
    contents: [
      {
        locale: 'fi-FI',
        title: 'Huoltokatko sunnuntaina',
        text: '<p>Palvelu on huollon vuoksi poissa käytöstä sunnuntaina klo <strong>2–4</strong>. Pahoittelemme häiriötä.</p>',
      },
      {
        locale: 'sv-SE',
        title: 'Underhållsavbrott på söndag',
        text: '<p>Tjänsten är inte tillgänglig på söndag kl. <strong>2–4</strong> på grund av underhåll. Vi beklagar störningen.</p>',
      },
      {
        locale: 'en-US',
        title: 'Maintenance break on Sunday',
        text: '<p>The service is unavailable for maintenance on Sunday from <strong>2am to 4am</strong> We apologise for the inconvenience.</p>',
      },
    ],
  },
  {
    validFromDays: -30,
    validUntilDays: null,
    contents: [
      {
        locale: 'fi-FI',
        title: 'Uutta: yhteinen maksusuunnitelma',
        text: '<p>Voit nyt koota useamman velan <em>yhteen maksusuunnitelmaan</em>. <a href="/help">Lue lisää ohjeista</a>.</p>',
      },
      {
        locale: 'sv-SE',
        title: 'Nytt: gemensam betalningsplan',
        text: '<p>Du kan nu samla flera skulder i <em>en betalningsplan</em>. <a href="/help">Läs mer i anvisningarna</a>.</p>',
      },
      {
        locale: 'en-US',
        title: 'New: joint payment plan',
        text: '<p>You can now combine several debts in <em>one payment plan</em>. <a href="/help">Read more in the help pages</a>.</p>',
      },
    ],
  },
  {
    // Expired: must not be served.
    validFromDays: -200,
    validUntilDays: -100,
    contents: [
      { locale: 'fi-FI', title: 'Vanha tiedote', text: '<p>Vanhentunut.</p>' },
      { locale: 'sv-SE', title: 'Gammalt meddelande', text: '<p>Utgånget.</p>' },
      { locale: 'en-US', title: 'Old notice', text: '<p>Expired.</p>' },
    ],
  },
];
