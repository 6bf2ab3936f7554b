import type { ErrorCode } from "./error-messages-en.ts";

/** French error texts. */
export const errorMessagesFr: Partial<Record<ErrorCode, string>> = {
  "common.errors.internal": "Une erreur s'est produite de notre côté. Veuillez réessayer.",
  "common.errors.requestfailed": "La requête n'a pas pu aboutir.",
  "common.errors.validation": "Certains champs sont invalides. Vérifiez-les puis réessayez.",
  "common.errors.malformedjson": "Le corps de la requête n'est pas un JSON valide.",
  "common.errors.payloadtoolarge": "La requête est trop volumineuse.",
  "common.errors.unsupportedmediatype": "Ce type de contenu n'est pas accepté ici.",
  "common.errors.notfound": "Il n'y a rien à cette adresse.",
  "common.errors.methodnotallowed": "Cette adresse n'accepte pas cette méthode.",
  "common.errors.unavailable": "Le service est momentanément indisponible.",
  "system.ready.databaseunreachable": "La base de données est injoignable.",
  "system.ready.migrationspending": "Le schéma de la base de données n'est pas encore à jour.",
  "system.ready.jobsstopped": "Les tâches automatiques ne tournent pas.",
  "auth.unauthenticated": "Veuillez vous connecter pour continuer.",
  "auth.invalidcredentials": "L'e-mail ou le mot de passe est incorrect.",
  "auth.emailtaken": "Un compte existe déjà avec cet e-mail.",
  "auth.toomanyattempts": "Trop de tentatives de connexion. Patientez un instant puis réessayez.",
  "auth.resettokeninvalid": "Ce lien de réinitialisation est invalide ou a expiré.",
  "settings.wrongcurrentpassword": "Le mot de passe actuel est incorrect.",
  "settings.invalidfiletype": "Veuillez choisir une image JPEG, PNG ou GIF.",
  "settings.filetoolarge": "Le fichier est trop volumineux : 2 Mo au maximum.",
  "settings.nofileselected": "Veuillez choisir un fichier.",
  "users.errors.notfound": "Ce compte n'existe plus.",
  "storage.errors.notfound": "Le fichier est introuvable.",
  "invoicedetail.errors.invoicenotfound": "La facture est introuvable.",
  "invoices.cannotdeleteissued":
    "Une facture émise ne peut pas être supprimée ; corrigez-la ou annulez-la par un avoir. Elle garde son numéro pour votre comptabilité.",
  "invoices.issuedlocked":
    "Cette facture a un numéro : son contenu ne peut plus changer. Dupliquez-la en un nouveau brouillon ou corrigez-la par un avoir.",
  "invoices.cancelrequirescreditnote":
    "Une facture numérotée s'annule par un avoir de son montant total.",
  "invoices.issuedate.outoforder":
    "La date d'émission ne peut pas précéder celle de votre dernière facture numérotée ni dépasser aujourd'hui.",
  "invoices.errors.invalidstatustransition": "La facture ne peut pas passer à ce statut.",
  "invoices.errors.exporttoolarge":
    "Plus de 20 000 factures correspondent : affinez les filtres pour les exporter.",
  "invoiceform.errors.totalsmismatch":
    "Les totaux ne correspondent pas aux lignes. Actualisez puis réessayez.",
  "catalogue.errors.notfound": "Ce produit ou service n’est pas dans votre catalogue.",
  "recurring.errors.notfound": "Cette facture récurrente n’existe pas.",
  "recurring.errors.finished":
    "Cette facture récurrente a émis sa dernière facture. Modifiez sa date de fin ou son nombre pour la reprendre.",
  "recurring.errors.alreadyissued": "Cette échéance de la facture récurrente a déjà été émise.",
  "clients.errors.notfound": "Le client est introuvable.",
  "clients.errors.hasinvoices": "Ce client a des factures et ne peut pas être supprimé.",
  "invoicedetail.emailfailed": "L'e-mail n'a pas pu être envoyé.",
  "invoicedetail.emailconfigerror": "Ce mode d'envoi d'e-mail n'est pas configuré.",
  "email.invoicechanged":
    "La facture a été modifiée pendant l'envoi ; rien n'a été envoyé. Veuillez réessayer.",
  "outbox.errors.closed":
    "La boîte d'envoi ne s'ouvre qu'en développement ou avec le mode sandbox activé.",
  "outbox.errors.notfound": "Ce message n'est pas dans votre boîte d'envoi.",
  "payments.errors.providerfailed": "Le prestataire de paiement est injoignable.",
  "pa.errors.webhookrefused": "Le rappel n'est pas signé par votre Plateforme Agréée.",
  "payments.errors.invalidsignature": "La notification de paiement n'a pas pu être vérifiée.",
  "payments.errors.invalidtransition": "Le paiement ne peut pas passer à ce statut.",
  "payments.errors.notfound": "Le paiement est introuvable.",
  "payments.errors.notrefundable": "Ce paiement ne peut pas être remboursé.",
  "payments.errors.refundwindowclosed":
    "Un remboursement est possible dans les 14 jours suivant le paiement.",
  "payments.errors.planmismatch": "Ce paiement a été commencé pour une autre formule.",
  "paylinks.errors.sellernotconnected":
    "Le vendeur n'accepte pas encore les paiements par carte. Contactez-le pour régler cette facture autrement.",
  "stripeconnect.errors.notconfigured": "Stripe Connect n'est pas configuré sur ce serveur.",
  "stripeconnect.errors.stateinvalid":
    "La connexion à Stripe ne vient pas de cette session ou a expiré. Recommencez depuis les Paramètres.",
  "paylinks.errors.ratelimited":
    "Trop de requêtes par ce lien de paiement. Patientez une minute puis réessayez.",
  "paylinks.errors.unavailable":
    "Ce lien de paiement n'est pas valide : il a peut-être été révoqué. Demandez-en un nouveau à l'expéditeur.",
  "payments.exceedsbalance": "Le paiement dépasse le solde dû de la facture.",
  "payments.errors.invoicenotpayable":
    "Un paiement ne s'enregistre que sur une facture émise et non annulée.",
  "payments.errors.invoicepaymentnotfound": "Ce paiement est introuvable sur la facture.",
  "payments.state.awaitingcard": "Ce paiement attend une carte ; il n'y a rien à authentifier.",
  "payments.state.awaitingauthentication":
    "Ce paiement attend l'authentification du titulaire de la carte.",
  "payments.state.processing": "Le paiement est encore en cours de traitement.",
  "payments.state.succeeded": "Ce paiement a déjà abouti.",
  "payments.state.failed": "Ce paiement a échoué ; commencez-en un nouveau.",
  "payments.state.canceled": "Ce paiement a été annulé.",
  "payments.state.refunded": "Ce paiement a été remboursé.",
  "receivedinvoices.filetoolarge": "Le fichier est trop volumineux : 10 Mo au plus.",
  "receivedinvoices.filemissing": "Choisissez un fichier : un PDF Factur-X, ou un XML CII ou UBL.",
  "receivedinvoices.formatunsupported":
    "Ce fichier n'est ni un PDF Factur-X, ni un XML CII ou UBL 2.1.",
  "receivedinvoices.invalid":
    "Cette facture enfreint les règles de facturation électronique listées.",
  "receivedinvoices.duplicate":
    "Cette facture de ce fournisseur, avec ce numéro, a déjà été reçue cette année.",
  "receivedinvoices.notfound": "Cette facture reçue est introuvable.",
  "receivedinvoices.statusnotallowed":
    "Ce statut ne peut plus être envoyé : la facture a été refusée.",
  "receivedinvoices.noplatform":
    "Configurez une Plateforme Agréée dans les réglages France pour répondre aux factures fournisseurs.",
  "receivedinvoices.reasonrequired": "Choisissez un motif.",
  "receivedinvoices.reasonunknown": "Ce motif n'est pas admis pour ce statut.",
  "receivedinvoices.reasontoolong": "Le motif est trop long : 1 000 caractères au plus.",
  "receivedinvoices.searchtoolong": "La recherche est trop longue.",
  "einvoicing.errors.platformunavailable":
    "La plateforme de facturation électronique est injoignable.",
  "einvoicing.errors.sefazunavailable": "La SEFAZ est injoignable.",
  "einvoicing.errors.sefinunavailable":
    "Le système national de la NFS-e (Sefin Nacional) est injoignable.",
  "einvoicing.errors.facturxrefused":
    "La facture ne peut pas devenir une facture Factur-X valide : voir les champs.",
  "brazil.nfe.currencynotbrl": "Seule une facture en réais brésiliens (BRL) peut devenir une NF-e.",
  "brazil.nfe.settingsmissing": "Renseignez les paramètres Brésil avant d'émettre une NF-e.",
  "brazil.nfe.prerequisitesmissing":
    "Des données nécessaires à la NF-e manquent : voir les champs.",
  "brazil.nfse.currencynotbrl":
    "Seule une facture en réais brésiliens (BRL) peut devenir une NFS-e.",
  "brazil.nfse.settingsmissing":
    "Renseignez les paramètres Brésil et NFS-e avant d'émettre une NFS-e.",
  "brazil.nfse.notissued": "Cette facture n'a pas encore de NFS-e émise.",
  "brazil.nfse.alreadyissued":
    "Cette facture a déjà une NFS-e : annulez-la avant d'en émettre une autre.",
  "brazil.nfse.cancel.alreadycancelled": "Cette NFS-e est déjà annulée.",
  "brazil.nfse.cancel.required":
    "Cette facture a une NFS-e : annulez la NFS-e, avec une justification, pour annuler la facture.",
  "brazil.nfse.invoiceofgoods":
    "Cette facture vend des marchandises : elle devient une NF-e, pas une NFS-e.",
  "brazil.nfe.invoiceofservices":
    "Cette facture vend des services : elle devient une NFS-e, pas une NF-e.",
  "brazil.mixedgoodsandservices":
    "Cette facture mêle marchandises et services : mettez les marchandises (NF-e) et les services (NFS-e) sur des factures séparées.",
  "brazil.nfse.prerequisitesmissing": "Il manque des données à la NFS-e : voir les champs.",
  "brazil.certificate.unreadable":
    "Le fichier n'est pas un certificat PKCS#12 (.pfx ou .p12) avec sa clé privée.",
  "brazil.certificate.wrongpassword": "Le mot de passe du certificat est incorrect.",
  "brazil.certificate.expired": "Le certificat n'est pas valide à cette date.",
  "brazil.certificate.cnpjmismatch":
    "Le certificat appartient à une autre entreprise que l'émetteur.",
  "brazil.certificate.filetoolarge":
    "Le fichier du certificat est trop volumineux : 64 Ko au maximum.",
  "brazil.certificate.vaultunavailable":
    "Les certificats ne peuvent pas être enregistrés : le serveur n'a pas de clé de certificat (CERTIFICATE_KEY).",
  "brazil.nfe.notauthorized": "Cette facture n'a pas encore de NF-e autorisée.",
  "brazil.nfse.emailwaitsissue":
    "Le système national n'a pas émis la NFS-e de cette facture : l'e-mail à l'acheteur n'est pas parti.",
  "brazil.nfe.emailwaitsauthorisation":
    "La SEFAZ n'a pas autorisé la NF-e de cette facture : l'e-mail à l'acheteur n'est pas parti.",
  "brazil.nfe.cancel.windowclosed":
    "Cette NF-e a été autorisée il y a plus de 24 heures : la SEFAZ ne l'annule plus.",
  "brazil.nfe.cancel.alreadycancelled": "Cette NF-e est déjà annulée.",
  "brazil.nfe.cancel.required":
    "Cette facture a une NF-e autorisée : annulez la NF-e, avec une justification, pour annuler la facture.",
  "brazil.nfe.correction.limitreached":
    "Cette NF-e a déjà 20 lettres de correction, le maximum accepté par la SEFAZ.",
  "brazil.nfe.events.notfound": "Cet événement NF-e est introuvable.",
  "brazilsettings.savesuccess": "Paramètres Brésil enregistrés.",
  "francesettings.savesuccess": "Paramètres France enregistrés.",
  "einvoicing.france.deposited":
    "La facture a été déposée sur la plateforme de facturation électronique.",
  "einvoicing.france.rejected": "La plateforme de facturation électronique a rejeté la facture.",
  "sandbox.errors.unknowntesttype": "Ce type de test est inconnu.",
  "creditnotes.errors.notfound": "L'avoir est introuvable.",
  "creditnotes.exceedsinvoice": "Cet avoir dépasse ce qui reste de la facture.",
  "creditnotes.invoicenotissued":
    "Un brouillon n'a pas encore de numéro : supprimez-le ou modifiez-le au lieu d'émettre un avoir.",
  "creditnotes.nfemustbecancelled":
    "La NF-e de cette facture est autorisée : annulez la NF-e auprès de la SEFAZ au lieu d'émettre un avoir.",
  "creditnotes.issuedate.outoforder":
    "La date du jour précède celle de votre dernier avoir : les avoirs doivent se suivre dans l'ordre des dates.",
  "quotes.errors.notfound": "Le devis est introuvable.",
  "quotes.errors.invalidtransition":
    "Ce devis ne peut pas passer à ce statut : un devis accepté, refusé ou expiré ne change plus.",
  "quotes.errors.notdraft":
    "Ce devis a été envoyé au client : il ne peut plus être modifié ni supprimé.",
  "quotes.errors.notaccepted": "Seul un devis accepté peut être facturé.",
  "quotes.errors.alreadyinvoiced": "La facture de solde de ce devis a déjà été établie.",
  "quotes.errors.depositexceeds":
    "Les acomptes atteindraient le montant du devis : laissez un solde à facturer.",
  "quotes.errors.linkunavailable": "Ce lien de devis n'est pas valide ou a été retiré.",
  "quotes.errors.ratelimited":
    "Trop de requêtes par ce lien de devis. Patientez une minute puis réessayez.",
  "quotes.errors.notsent": "Envoyez d'abord le devis : un brouillon n'a pas de lien client.",
};
