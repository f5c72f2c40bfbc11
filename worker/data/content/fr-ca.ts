/** French content of the Canadian site (fr-CA), written with "vous". */
import { siteLink, type ContentSource } from './content-source';
import { shippingFigures } from './shipping-figures';

const shipping = shippingFigures('fr-CA');

export const FR_CA: ContentSource = {
  header: {
    promo: { text: 'Des prix directs d’usine sur des pièces compatibles.', link: siteLink('Découvrez pourquoi', '/why-our-prices-are-so-low') },
  },
  footer: {
    lists: [
      {
        heading: 'Entreprise',
        links: [
          siteLink('À propos', '/pages/about-us'),
          siteLink('Témoignages', '/pages/testimonials'),
          siteLink('Ressources', '/pages/resources'),
          siteLink('Direct d’usine', '/factory-direct'),
          siteLink('Pièces auto à prix réduit', '/buy-discount-auto-parts-factory-direct'),
          siteLink('Pourquoi nos prix sont si bas', '/why-our-prices-are-so-low'),
        ],
      },
      {
        heading: 'Soutien',
        links: [
          siteLink('Nous joindre', '/contact-us'),
          siteLink('État de la commande', '/pages/order-status'),
          siteLink('Trouver un magasin', '/pages/store-locator'),
          siteLink('FAQ sur la livraison', '/pages/faq/shipping/how-long-does-shipping-take'),
          siteLink('Mon compte', '/account'),
        ],
      },
      {
        heading: 'Mentions légales',
        links: [
          siteLink('Politique de confidentialité', '/pages/policy/privacy-policy'),
          siteLink('Conditions générales', '/pages/policy/terms-and-conditions'),
          siteLink('Politique de livraison', '/pages/policy/shipping-policy'),
          siteLink('Politique de retour', '/pages/policy/return-policy'),
          siteLink('Politiques du magasin', '/pages/policy'),
        ],
      },
    ],
  },
  hero: {
    heading: 'Des pièces compatibles, livrées rapidement',
    subheading: 'Ajoutez votre véhicule et magasinez freins, filtres, batteries et plus encore, livrés partout au Canada ou prêts à ramasser en magasin.',
    cta: siteLink('Lire nos guides pratiques', '/pages/resources'),
    filters: [
      siteLink('Freins', '/brakes'),
      siteLink('Moteur', '/engine'),
      siteLink('Batteries', '/electrical-lighting'),
      siteLink('Filtres', '/filters'),
      siteLink('Suspension', '/suspension-steering'),
    ],
  },
  aboutUs: {
    slug: 'about-us',
    title: 'À propos d’Axle Pièces Auto',
    description: 'Axle vend des pièces automobiles de qualité aux prix de l’usine aux conducteurs de partout au Canada.',
    stats: [
      { value: '250 000+', label: 'pièces dans notre catalogue' },
      { value: '16', label: 'années-modèles de données de compatibilité' },
      { value: '30 jours', label: 'pour retourner une pièce' },
    ],
    sections: [
      { heading: 'Qui sommes-nous', body: 'Axle est né d’une idée simple : les conducteurs qui font leurs propres réparations méritent la bonne pièce à un prix juste, sans traverser la ville. Nous achetons directement des usines qui fabriquent nos pièces et les expédions de nos entrepôts dans les dix provinces et les trois territoires.' },
      { heading: 'Notre promesse', body: '- **La bonne pièce.** Ajoutez votre véhicule une fois et chaque liste n’affiche que les pièces compatibles.\n- **Un prix juste.** Aucun intermédiaire entre l’usine et votre garage.\n- **Une vraie aide.** Nos spécialistes vous répondent par téléphone et par courriel, sept jours sur sept.' },
      { heading: 'Venez nous voir', body: 'Vous préférez ramasser vos pièces en personne? Nos magasins gardent du stock pour le ramassage le jour même. Trouvez le plus proche avec l’outil [Trouver un magasin](/pages/store-locator).' },
    ],
  },
  contactUsFooter: {
    heading: 'Besoin d’aide pour choisir une pièce?',
    body: 'Nos spécialistes peuvent vérifier la compatibilité, trouver un numéro de pièce ou suivre votre commande.',
    phoneLabel: 'Appelez-nous',
    hours: 'Du lundi au vendredi de 8 h à 20 h, samedi et dimanche de 9 h à 17 h (heure de l’Est)',
  },
  policies: [
    {
      slug: 'privacy-policy',
      title: 'Politique de confidentialité',
      description: 'Comment Axle recueille, utilise et protège vos renseignements personnels.',
      sections: [
        { heading: null, body: 'Cette politique explique quels renseignements personnels Axle Pièces Auto recueille lorsque vous magasinez chez nous, pourquoi nous les recueillons et les choix qui s’offrent à vous. Nous traitons vos renseignements conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les résidents du Québec, à la Loi 25.' },
        { heading: 'Ce que nous recueillons', body: '- Les coordonnées que vous nous fournissez : nom, adresse courriel, numéro de téléphone et adresse de livraison.\n- Les détails de vos commandes : pièces achetées, véhicules choisis et magasin préféré.\n- Des données techniques : navigateur, pages consultées et emplacement approximatif, pour afficher le bon site et les bons prix.' },
        { heading: 'Comment nous les utilisons', body: 'Nous utilisons vos renseignements pour traiter vos commandes, confirmer la compatibilité des pièces, répondre à vos questions et, seulement si vous vous y inscrivez, vous envoyer notre infolettre. Nous ne vendons jamais vos renseignements personnels.' },
        { heading: 'Vos choix', body: 'Vous pouvez demander en tout temps à consulter, corriger ou supprimer vos renseignements personnels. [Écrivez-nous](/contact-us) et nous vous répondrons dans les 30 jours.\n\n!note info normal\n- Les numéros de carte de paiement sont traités par notre fournisseur de paiement et ne sont jamais conservés sur nos serveurs.' },
      ],
    },
    {
      slug: 'terms-and-conditions',
      title: 'Conditions générales',
      description: 'Les conditions qui s’appliquent lorsque vous utilisez le site d’Axle et achetez chez nous.',
      sections: [
        { heading: null, body: 'En utilisant ce site ou en passant une commande, vous acceptez les présentes conditions. Veuillez les lire avec notre [politique de confidentialité](policy:privacy-policy).' },
        { heading: 'Commandes et prix', body: 'Les prix sont affichés en dollars canadiens et peuvent changer sans préavis. Une commande est acceptée lorsque nous vous envoyons la confirmation d’expédition; si une pièce est affichée à un prix erroné, nous communiquerons avec vous avant de porter le montant à votre carte.' },
        { heading: 'Renseignements de compatibilité', body: 'Les données de compatibilité proviennent des fabricants et des catalogues de l’industrie. Comparez toujours la pièce avec celle que vous remplacez avant de l’installer. L’installation sécuritaire des pièces relève de la personne qui les installe.' },
        { heading: 'Responsabilité', body: 'Dans la mesure permise par la loi, notre responsabilité pour toute réclamation se limite au prix payé pour la pièce concernée.' },
      ],
    },
    {
      slug: 'shipping-policy',
      title: 'Politique de livraison',
      description: 'Délais, frais et transporteurs pour les commandes livrées au Canada.',
      sections: [
        { heading: null, body: `Nous livrons dans toutes les provinces et tous les territoires avec Postes Canada et Purolator. La livraison standard coûte ${shipping.fee}; les commandes de plus de ${shipping.freeOver} avant taxes sont livrées gratuitement. Seuls les articles livrés comptent, et le ramassage en magasin est toujours gratuit.` },
        { heading: 'Délais de livraison', body: `- Standard : de ${shipping.minDays} à ${shipping.maxDays} jours ouvrables.\n- Les adresses éloignées ou du Nord peuvent prendre jusqu’à 5 jours ouvrables de plus.` },
        { heading: 'Suivi', body: 'Vous recevez un numéro de suivi par courriel dès que votre commande quitte l’entrepôt. Vous pouvez aussi consulter la page [État de la commande](/pages/order-status).' },
        { heading: null, body: '!note warning bold\n- Les batteries et certains liquides sont expédiés par voie terrestre seulement et ne peuvent pas voyager par avion.' },
      ],
    },
    {
      slug: 'return-policy',
      title: 'Politique de retour',
      description: 'Comment retourner une pièce dans les 30 jours et comment la consigne est remboursée.',
      sections: [
        { heading: null, body: 'Les pièces inutilisées dans leur emballage d’origine peuvent être retournées dans les 30 jours suivant la livraison pour un remboursement complet.' },
        { heading: 'Comment retourner une pièce', body: '1. [Écrivez-nous](/contact-us) en indiquant votre numéro de commande.\n2. Emballez la pièce dans sa boîte d’origine avec toute la quincaillerie.\n3. Expédiez-la avec l’étiquette prépayée que nous vous envoyons, ou rapportez-la dans un magasin Axle.' },
        { heading: 'Consignes', body: 'Certaines pièces, comme les batteries, les alternateurs et les étriers de frein, sont assorties d’une consigne. Retournez votre ancienne pièce dans les 30 jours et nous vous remboursons la consigne au complet.' },
        { heading: null, body: '!note info normal\n- Les pièces électriques déjà installées ne peuvent pas être retournées, sauf si elles sont défectueuses.' },
      ],
    },
  ],
  legacy: {
    factory_direct: {
      slug: 'factory-direct',
      title: 'Pièces auto directement de l’usine',
      description: 'Axle achète directement des usines qui fabriquent ses pièces : la même qualité, pour moins cher.',
      sections: [
        { heading: null, body: 'La plupart des pièces passent par plusieurs distributeurs avant d’arriver en magasin, et chacun ajoute sa marge. Axle achète directement des usines qui fabriquent ses pièces : vous payez la pièce, pas la chaîne d’approvisionnement.' },
        { heading: 'Les mêmes usines, les mêmes normes', body: 'Bon nombre de nos fournisseurs fabriquent aussi des pièces pour les constructeurs automobiles. Chaque pièce que nous vendons respecte ou dépasse les spécifications d’origine des véhicules auxquels elle est destinée.' },
        { heading: 'Garantie incluse', body: 'Directement de l’usine ne veut pas dire laissé à vous-même : chaque pièce est couverte par notre garantie et notre [politique de retour de 30 jours](policy:return-policy).' },
      ],
    },
    buy_discount_auto_parts: {
      slug: 'buy-discount-auto-parts-factory-direct',
      title: 'Pièces auto à prix réduit, directement de l’usine',
      description: 'Des prix réduits sur des pièces qui respectent ou dépassent les spécifications d’origine, expédiées de nos entrepôts.',
      sections: [
        { heading: null, body: 'Prix réduit ne veut pas dire bas de gamme. Nos plaquettes, filtres, capteurs et pièces de suspension respectent ou dépassent les spécifications d’origine et coûtent jusqu’à la moitié du prix du concessionnaire.' },
        { heading: 'Comment magasiner', body: '1. Ajoutez votre véhicule avec son année, sa marque et son modèle.\n2. Parcourez une catégorie : seules les pièces compatibles s’affichent.\n3. Choisissez la livraison ou le ramassage en magasin.' },
      ],
    },
    why: {
      slug: 'why-our-prices-are-so-low',
      title: 'Pourquoi nos prix sont si bas',
      description: 'Aucun intermédiaire, des entrepôts efficaces et un catalogue ciblé gardent nos prix bas.',
      sections: [
        { heading: null, body: 'On nous demande souvent comment nos prix peuvent être tellement plus bas qu’au comptoir de pièces du coin. Il n’y a pas d’attrape, seulement trois choix que nous avons faits.' },
        { heading: 'Trois raisons', body: '- **Aucun intermédiaire :** nous achetons directement de l’usine.\n- **Des entrepôts efficaces :** les pièces partent de quelques grands entrepôts plutôt que de milliers de petits magasins.\n- **Un catalogue ciblé :** nous tenons en profondeur les pièces que les conducteurs remplacent le plus.' },
      ],
    },
  },
  faq: [
    {
      category: 'shipping',
      title: 'Livraison',
      entries: [
        { id: 'how-long-does-shipping-take', question: 'Combien de temps prend la livraison?', answer: `La livraison standard prend de ${shipping.minDays} à ${shipping.maxDays} jours ouvrables. Les commandes de plus de ${shipping.freeOver} avant taxes sont livrées gratuitement. Consultez notre [politique de livraison](policy:shipping-policy) pour les détails.` },
        { id: 'how-do-i-track-my-order', question: 'Comment suivre ma commande?', answer: 'Nous vous envoyons un numéro de suivi par courriel à l’expédition. Vous pouvez aussi le trouver sur la page [État de la commande](/pages/order-status) avec votre numéro de commande et votre adresse courriel.' },
      ],
    },
    {
      category: 'returns',
      title: 'Retours et remboursements',
      entries: [
        { id: 'can-i-return-a-part', question: 'Puis-je retourner une pièce?', answer: 'Oui. Les pièces inutilisées dans leur emballage d’origine peuvent être retournées dans les 30 jours suivant la livraison. Lisez la [politique de retour](policy:return-policy) pour connaître les étapes.' },
        { id: 'what-is-a-core-charge', question: 'Qu’est-ce qu’une consigne?', answer: 'La consigne est un dépôt sur les pièces qui peuvent être remises à neuf, comme les batteries et les alternateurs. Retournez votre ancienne pièce dans les 30 jours et la consigne vous est remboursée au complet.' },
      ],
    },
    {
      category: 'parts',
      title: 'Pièces et compatibilité',
      entries: [
        { id: 'will-this-part-fit-my-vehicle', question: 'Cette pièce est-elle compatible avec mon véhicule?', answer: 'Ajoutez votre véhicule avec le bouton Véhicule en haut de la page. Les listes n’affichent alors que les pièces compatibles, et chaque fiche produit confirme la compatibilité pour votre année, marque et modèle.' },
        { id: 'are-your-parts-oem-quality', question: 'Vos pièces sont-elles de qualité d’origine?', answer: 'Nos pièces respectent ou dépassent les spécifications d’origine (OEM). Plusieurs proviennent des mêmes usines que celles des constructeurs automobiles.' },
      ],
    },
  ],
  resourceCategories: [
    { slug: 'brakes', title: 'Freins', description: 'Plaquettes, disques et liquide de frein.' },
    { slug: 'engine', title: 'Entretien du moteur', description: 'Huile, filtres et entretien courant.' },
    { slug: 'electrical', title: 'Électricité', description: 'Batteries, ampoules et recharge.' },
  ],
  resources: [
    {
      category: 'brakes',
      pageId: 'how-to-replace-brake-pads',
      title: 'Comment remplacer les plaquettes de frein',
      description: 'Remplacez des plaquettes avant usées en une heure environ avec des outils de base.',
      published: '2026-03-12',
      readMinutes: 8,
      body: [
        'Un grincement, un bruit de frottement ou une distance de freinage plus longue indiquent des plaquettes usées. Le remplacement des plaquettes avant est l’une des réparations les plus courantes à faire soi-même.',
        '## Ce qu’il vous faut\n\n- Des plaquettes neuves pour votre véhicule\n- Une clé à écrous, un cric et deux chandelles\n- Un serre-joint en C ou un outil à étrier\n- Un jeu de douilles et du nettoyant à freins',
        '## Étapes\n\n1. Desserrez les écrous de roue, soulevez le véhicule et posez-le sur les chandelles.\n2. Retirez la roue et les deux boulons de l’étrier, puis soulevez l’étrier du disque.\n3. Sortez les anciennes plaquettes en notant la position des agrafes.\n4. Repoussez le piston de l’étrier avec le serre-joint.\n5. Posez les nouvelles plaquettes et les agrafes, remettez l’étrier et serrez les boulons au couple prescrit.\n6. Remettez la roue, descendez le véhicule et pompez la pédale de frein jusqu’à ce qu’elle soit ferme.',
        '!note warning bold\n- Ne travaillez jamais sous un véhicule soutenu seulement par un cric.\n- Remplacez les plaquettes des deux côtés du même essieu.',
        'Après le travail, rodez les plaquettes avec plusieurs arrêts doux à vitesse modérée. Des questions? [Écrivez-nous](/contact-us).',
      ].join('\n\n'),
    },
    {
      category: 'engine',
      pageId: 'how-to-change-engine-oil',
      title: 'Comment faire la vidange d’huile',
      description: 'Changez l’huile et le filtre vous-même et sachez exactement ce qui entre dans votre moteur.',
      published: '2026-04-02',
      readMinutes: 6,
      body: [
        'Une huile propre est la protection la moins chère pour votre moteur. Consultez votre manuel du propriétaire pour le grade d’huile et l’intervalle de vidange.',
        '## Ce qu’il vous faut\n\n- De l’huile moteur du bon grade, en quantité suffisante\n- Un filtre à huile neuf\n- Un bac de vidange, une clé et une clé à filtre\n- Un entonnoir et des gants',
        '## Étapes\n\n1. Faites tourner le moteur quelques minutes, puis arrêtez-le.\n2. Retirez le bouchon de vidange et laissez l’huile s’écouler complètement.\n3. Remettez le bouchon avec une rondelle neuve.\n4. Retirez l’ancien filtre, huilez légèrement le joint du nouveau et vissez-le à la main.\n5. Remplissez d’huile neuve, démarrez le moteur et vérifiez l’absence de fuites.\n6. Vérifiez le niveau à la jauge et complétez au besoin.',
        '!note info normal\n- Rapportez l’huile et les filtres usagés à un centre de récupération; de nombreux magasins les acceptent gratuitement.',
      ].join('\n\n'),
    },
    {
      category: 'electrical',
      pageId: 'how-to-test-and-replace-a-car-battery',
      title: 'Comment tester et remplacer une batterie',
      description: 'Vérifiez votre batterie avec un multimètre et remplacez-la en toute sécurité en moins de 30 minutes.',
      published: '2026-05-20',
      readMinutes: 5,
      body: [
        'Un démarrage lent par un matin froid signale souvent une batterie faible. Testez-la avant de la remplacer.',
        '## Tester la batterie\n\n- Moteur arrêté, une batterie en bon état affiche environ 12,6 volts.\n- Sous 12,2 volts, rechargez-la et testez-la de nouveau.\n- Moteur en marche, le système de charge devrait afficher de 13,7 à 14,7 volts.',
        '## La remplacer\n\n1. Éteignez tout et retirez la clé.\n2. Débranchez d’abord le câble négatif (noir), puis le positif (rouge).\n3. Retirez la bride de fixation et sortez la batterie.\n4. Nettoyez les bornes, installez la nouvelle batterie et la bride.\n5. Branchez d’abord le câble positif, puis le négatif.',
        '!note success normal\n- Rapportez votre ancienne batterie et la consigne vous est remboursée. Voir [Qu’est-ce qu’une consigne?](faq:returns/what-is-a-core-charge)',
      ].join('\n\n'),
    },
  ],
  testimonials: [
    'Les plaquettes de frein convenaient parfaitement à mon camion et sont arrivées deux jours après ma commande.',
    'Ajouter mon auto une seule fois et ne voir que les pièces compatibles m’a fait gagner beaucoup de temps.',
    'Bons prix sur les filtres. La livraison a pris un peu plus de temps que prévu, mais tout était là.',
    'Le service à la clientèle m’a aidé à trouver le bon alternateur pour mon vieux VUS. Très patient.',
    'J’ai comparé les prix dans trois magasins, et Axle était le moins cher pour la même marque.',
    'Le guide pour remplacer les plaquettes de frein était clair et facile à suivre.',
    'La batterie était bien emballée et le remboursement de la consigne est arrivé rapidement.',
    'J’ai commandé la mauvaise taille d’essuie-glace, et le retour a été simple et rapide.',
    'Des jambes de force de qualité à la moitié du prix du concessionnaire. Mon auto roule comme une neuve.',
    'Des notes de compatibilité claires sur chaque fiche produit. Fini les devinettes.',
    'Bon choix pour les véhicules plus anciens. J’ai trouvé le capteur qu’il me fallait.',
    'Commandé le dimanche, installé le mercredi. Excellente expérience.',
    'Le guide de vidange d’huile m’a donné la confiance de le faire moi-même.',
    'Les bougies étaient exactement celles indiquées dans mon manuel du propriétaire.',
    'Le site est facile à utiliser sur mon téléphone, même dans le garage.',
    'Le spécialiste des pièces a répondu à mon courriel en quelques heures.',
    'Trois commandes jusqu’ici et chaque pièce convenait du premier coup.',
    'Des prix honnêtes et une livraison rapide. Je recommande Axle à mes amis.',
  ],
  contactForm: {
    heading: 'Nous joindre',
    formMessage: 'Envoyez-nous un message et un spécialiste des pièces vous répondra en un jour ouvrable.',
    successMessage: 'Merci! Votre message a été envoyé.',
    errorMessage: 'Votre message n’a pas pu être envoyé. Veuillez réessayer.',
    submit: 'Envoyer',
    captchaEnabled: true,
    fields: [
      { name: 'firstName', label: 'Prénom', type: 'text', placeholder: '', required: true, errorMessage: 'Veuillez entrer votre prénom.', inputMessage: '', options: [] },
      { name: 'lastName', label: 'Nom', type: 'text', placeholder: '', required: false, errorMessage: 'Veuillez entrer votre nom.', inputMessage: '', options: [] },
      { name: 'email', label: 'Courriel', type: 'email', placeholder: 'nom@exemple.com', required: true, errorMessage: 'Veuillez entrer une adresse courriel valide.', inputMessage: 'Nous l’utilisons seulement pour vous répondre.', options: [] },
      { name: 'subject', label: 'Objet', type: 'select', placeholder: '', required: true, errorMessage: 'Veuillez choisir un objet.', inputMessage: '', options: ['État de la commande', 'Question de compatibilité', 'Retours et remboursements', 'Commentaires sur le site', 'Autre'] },
      { name: 'message', label: 'Message', type: 'textarea', placeholder: 'Comment pouvons-nous vous aider?', required: true, errorMessage: 'Veuillez entrer un message.', inputMessage: '', options: [] },
    ],
  },
  grids: [
    {
      sectionName: 'account-customer-service',
      title: 'Service à la clientèle',
      cards: [
        { title: 'Suivre une commande', body: 'Retrouvez une commande avec son numéro et votre adresse courriel.', link: siteLink('État de la commande', '/pages/order-status') },
        { title: 'Retours', body: 'Retournez les pièces inutilisées dans les 30 jours.', link: siteLink('Politique de retour', '/pages/policy/return-policy') },
        { title: 'Demander à un spécialiste', body: 'Une question de compatibilité ou de commande? Écrivez-nous.', link: siteLink('Nous joindre', '/contact-us') },
      ],
    },
    {
      sectionName: 'featured-categories',
      title: 'Catégories vedettes',
      cards: [
        { title: 'Freins', body: 'Plaquettes, disques, étriers et quincaillerie.', link: siteLink('Magasiner les freins', '/brakes') },
        { title: 'Moteur', body: 'Filtres, courroies, capteurs et allumage.', link: siteLink('Magasiner les pièces de moteur', '/engine') },
        { title: 'Électricité', body: 'Batteries, alternateurs et démarreurs.', link: siteLink('Magasiner l’électricité', '/electrical-lighting') },
      ],
    },
  ],
  lists: [
    { name: 'fitmentLabels', items: [{ key: 'submodel', label: 'Version' }, { key: 'engine', label: 'Moteur' }, { key: 'notes', label: 'Remarques' }] },
  ],
};
