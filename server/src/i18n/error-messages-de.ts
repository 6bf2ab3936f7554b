import type { ErrorCode } from "./error-messages-en.ts";

/** German error texts. */
export const errorMessagesDe: Partial<Record<ErrorCode, string>> = {
  "common.errors.internal": "Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  "common.errors.requestfailed": "Die Anfrage konnte nicht ausgeführt werden.",
  "common.errors.validation":
    "Einige Felder sind ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.",
  "common.errors.malformedjson": "Der Inhalt der Anfrage ist kein gültiges JSON.",
  "common.errors.payloadtoolarge": "Die Anfrage ist zu groß.",
  "common.errors.unsupportedmediatype": "Diese Art von Inhalt wird hier nicht angenommen.",
  "common.errors.notfound": "Unter dieser Adresse gibt es nichts.",
  "common.errors.methodnotallowed": "Diese Adresse unterstützt diese Methode nicht.",
  "common.errors.unavailable": "Der Dienst ist vorübergehend nicht verfügbar.",
  "system.ready.databaseunreachable": "Die Datenbank ist nicht erreichbar.",
  "system.ready.migrationspending": "Das Datenbankschema ist noch nicht aktuell.",
  "system.ready.jobsstopped": "Die automatischen Aufgaben laufen nicht.",
  "auth.unauthenticated": "Bitte melden Sie sich an, um fortzufahren.",
  "auth.invalidcredentials": "E-Mail oder Passwort ist falsch.",
  "auth.emailtaken": "Es gibt bereits ein Konto mit dieser E-Mail.",
  "auth.toomanyattempts":
    "Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  "auth.resettokeninvalid": "Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.",
  "settings.wrongcurrentpassword": "Das aktuelle Passwort ist falsch.",
  "settings.invalidfiletype": "Bitte wählen Sie ein JPEG-, PNG- oder GIF-Bild.",
  "settings.filetoolarge": "Die Datei ist zu groß: höchstens 2 MB.",
  "settings.nofileselected": "Bitte wählen Sie eine Datei.",
  "users.errors.notfound": "Dieses Konto existiert nicht mehr.",
  "storage.errors.notfound": "Die Datei wurde nicht gefunden.",
  "invoicedetail.errors.invoicenotfound": "Die Rechnung wurde nicht gefunden.",
  "invoices.cannotdeleteissued":
    "Eine ausgestellte Rechnung kann nicht gelöscht werden; korrigieren oder stornieren Sie sie mit einer Gutschrift. Ihre Nummer bleibt für Ihre Unterlagen erhalten.",
  "invoices.issuedlocked":
    "Diese Rechnung hat eine Nummer: Ihr Inhalt kann nicht mehr geändert werden. Duplizieren Sie sie als neuen Entwurf oder korrigieren Sie sie mit einer Gutschrift.",
  "invoices.cancelrequirescreditnote":
    "Eine nummerierte Rechnung wird durch eine Gutschrift über den gesamten Betrag storniert.",
  "invoices.issuedate.outoforder":
    "Das Rechnungsdatum darf nicht vor dem Ihrer letzten nummerierten Rechnung und nicht nach heute liegen.",
  "invoices.errors.invalidstatustransition": "Die Rechnung kann nicht in diesen Status wechseln.",
  "invoices.errors.exporttoolarge":
    "Mehr als 20.000 Rechnungen passen: Grenzen Sie die Filter ein, um sie zu exportieren.",
  "invoiceform.errors.totalsmismatch":
    "Die Summen passen nicht zu den Positionen. Bitte laden Sie neu und versuchen Sie es erneut.",
  "catalogue.errors.notfound": "Dieses Produkt bzw. diese Leistung ist nicht in Ihrem Katalog.",
  "recurring.errors.notfound": "Diese wiederkehrende Rechnung gibt es nicht.",
  "recurring.errors.finished":
    "Diese wiederkehrende Rechnung hat ihre letzte Rechnung ausgestellt. Ändern Sie Enddatum oder Anzahl, um sie fortzusetzen.",
  "recurring.errors.alreadyissued":
    "Diese Rechnung der wiederkehrenden Rechnung wurde bereits ausgestellt.",
  "clients.errors.notfound": "Der Kunde wurde nicht gefunden.",
  "clients.errors.hasinvoices": "Dieser Kunde hat Rechnungen und kann nicht gelöscht werden.",
  "invoicedetail.emailfailed": "Die E-Mail konnte nicht gesendet werden.",
  "invoicedetail.emailconfigerror": "Diese E-Mail-Versandart ist nicht eingerichtet.",
  "email.invoicechanged":
    "Die Rechnung wurde während des Versands geändert; es wurde nichts gesendet. Bitte versuchen Sie es erneut.",
  "outbox.errors.closed":
    "Der Postausgang lässt sich nur in der Entwicklung oder mit aktiviertem Sandbox-Modus öffnen.",
  "outbox.errors.notfound": "Diese Nachricht ist nicht in Ihrem Postausgang.",
  "payments.errors.providerfailed": "Der Zahlungsdienst ist nicht erreichbar.",
  "pa.errors.webhookrefused": "Der Rückruf ist nicht von Ihrer Plateforme Agréée signiert.",
  "payments.errors.invalidsignature": "Die Zahlungsbenachrichtigung konnte nicht geprüft werden.",
  "payments.errors.invalidtransition": "Die Zahlung kann nicht in diesen Status wechseln.",
  "payments.errors.notfound": "Die Zahlung wurde nicht gefunden.",
  "payments.errors.notrefundable": "Diese Zahlung kann nicht erstattet werden.",
  "payments.errors.refundwindowclosed": "Erstattungen sind bis 14 Tage nach der Zahlung möglich.",
  "payments.errors.planmismatch": "Diese Zahlung wurde für einen anderen Tarif begonnen.",
  "paylinks.errors.sellernotconnected":
    "Der Verkäufer nimmt noch keine Kartenzahlungen an. Kontaktieren Sie ihn, um diese Rechnung anders zu bezahlen.",
  "stripeconnect.errors.notconfigured": "Stripe Connect ist auf diesem Server nicht eingerichtet.",
  "stripeconnect.errors.stateinvalid":
    "Die Verbindung zu Stripe stammt nicht aus dieser Sitzung oder ist abgelaufen. Beginnen Sie erneut in den Einstellungen.",
  "paylinks.errors.ratelimited":
    "Zu viele Anfragen über diesen Zahlungslink. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  "paylinks.errors.unavailable":
    "Dieser Zahlungslink ist nicht gültig: Er wurde vielleicht widerrufen. Bitten Sie den Absender um einen neuen.",
  "payments.exceedsbalance": "Die Zahlung übersteigt den offenen Betrag der Rechnung.",
  "payments.errors.invoicenotpayable":
    "Zahlungen werden nur für ausgestellte, nicht stornierte Rechnungen erfasst.",
  "payments.errors.invoicepaymentnotfound": "Diese Zahlung wurde auf der Rechnung nicht gefunden.",
  "payments.state.awaitingcard":
    "Diese Zahlung wartet auf eine Karte; es gibt nichts zu authentifizieren.",
  "payments.state.awaitingauthentication":
    "Diese Zahlung wartet auf die Authentifizierung des Karteninhabers.",
  "payments.state.processing": "Die Zahlung wird noch verarbeitet.",
  "payments.state.succeeded": "Diese Zahlung ist bereits erfolgt.",
  "payments.state.failed": "Diese Zahlung ist fehlgeschlagen; beginnen Sie eine neue.",
  "payments.state.canceled": "Diese Zahlung wurde abgebrochen.",
  "payments.state.refunded": "Diese Zahlung wurde erstattet.",
  "receivedinvoices.filetoolarge": "Die Datei ist zu groß: höchstens 10 MB.",
  "receivedinvoices.filemissing": "Wählen Sie eine Datei: ein Factur-X-PDF oder CII- bzw. UBL-XML.",
  "receivedinvoices.formatunsupported":
    "Diese Datei ist weder ein Factur-X-PDF noch CII- oder UBL-2.1-XML.",
  "receivedinvoices.invalid": "Diese Rechnung verstößt gegen die aufgeführten E-Rechnungsregeln.",
  "receivedinvoices.duplicate":
    "Diese Rechnung dieses Lieferanten mit dieser Nummer wurde dieses Jahr bereits empfangen.",
  "receivedinvoices.notfound": "Diese empfangene Rechnung wurde nicht gefunden.",
  "receivedinvoices.statusnotallowed":
    "Dieser Status kann nicht mehr gesendet werden: Die Rechnung wurde abgelehnt.",
  "receivedinvoices.noplatform":
    "Richten Sie in den Frankreich-Einstellungen eine Plateforme Agréée ein, um Lieferantenrechnungen zu beantworten.",
  "receivedinvoices.reasonrequired": "Wählen Sie einen Grund.",
  "receivedinvoices.reasonunknown": "Dieser Grund ist für diesen Status nicht zulässig.",
  "receivedinvoices.reasontoolong": "Der Grund ist zu lang: höchstens 1.000 Zeichen.",
  "receivedinvoices.searchtoolong": "Die Suche ist zu lang.",
  "einvoicing.errors.platformunavailable": "Die E-Rechnungs-Plattform ist nicht erreichbar.",
  "einvoicing.errors.sefazunavailable": "Die SEFAZ ist nicht erreichbar.",
  "einvoicing.errors.sefinunavailable":
    "Das nationale NFS-e-System (Sefin Nacional) ist nicht erreichbar.",
  "einvoicing.errors.facturxrefused":
    "Die Rechnung kann keine gültige Factur-X-Rechnung werden: siehe die Felder.",
  "brazil.nfe.currencynotbrl":
    "Nur eine Rechnung in brasilianischen Real (BRL) kann eine NF-e werden.",
  "brazil.nfe.settingsmissing":
    "Füllen Sie die Brasilien-Einstellungen aus, bevor Sie eine NF-e ausstellen.",
  "brazil.nfe.prerequisitesmissing": "Für die NF-e fehlen Angaben: siehe die Felder.",
  "brazil.nfse.currencynotbrl":
    "Nur eine Rechnung in brasilianischen Real (BRL) kann eine NFS-e werden.",
  "brazil.nfse.settingsmissing":
    "Füllen Sie die Brasilien- und NFS-e-Einstellungen aus, bevor Sie eine NFS-e ausstellen.",
  "brazil.nfse.notissued": "Für diese Rechnung wurde noch keine NFS-e ausgestellt.",
  "brazil.nfse.alreadyissued":
    "Diese Rechnung hat bereits eine NFS-e: stornieren Sie sie, bevor Sie eine neue ausstellen.",
  "brazil.nfse.cancel.alreadycancelled": "Diese NFS-e ist bereits storniert.",
  "brazil.nfse.cancel.required":
    "Diese Rechnung hat eine NFS-e: stornieren Sie die NFS-e mit einer Begründung, um die Rechnung zu stornieren.",
  "brazil.nfse.invoiceofgoods": "Diese Rechnung verkauft Waren: sie wird eine NF-e, keine NFS-e.",
  "brazil.nfe.invoiceofservices":
    "Diese Rechnung verkauft Dienstleistungen: sie wird eine NFS-e, keine NF-e.",
  "brazil.mixedgoodsandservices":
    "Diese Rechnung mischt Waren und Dienstleistungen: stellen Sie Waren (NF-e) und Dienstleistungen (NFS-e) auf getrennte Rechnungen.",
  "brazil.nfse.prerequisitesmissing": "Für die NFS-e fehlen Angaben: siehe die Felder.",
  "brazil.certificate.unreadable":
    "Die Datei ist kein PKCS#12-Zertifikat (.pfx oder .p12) mit privatem Schlüssel.",
  "brazil.certificate.wrongpassword": "Das Passwort des Zertifikats ist falsch.",
  "brazil.certificate.expired": "Das Zertifikat ist zu diesem Datum nicht gültig.",
  "brazil.certificate.cnpjmismatch":
    "Das Zertifikat gehört einem anderen Unternehmen als dem Aussteller.",
  "brazil.certificate.filetoolarge": "Die Zertifikatsdatei ist zu groß: höchstens 64 KB.",
  "brazil.certificate.vaultunavailable":
    "Zertifikate können nicht gespeichert werden: Der Server hat keinen Zertifikatsschlüssel (CERTIFICATE_KEY).",
  "brazil.nfe.notauthorized": "Diese Rechnung hat noch keine autorisierte NF-e.",
  "brazil.nfse.emailwaitsissue":
    "Das nationale System hat die NFS-e dieser Rechnung nicht ausgestellt: Die E-Mail an den Käufer wurde nicht gesendet.",
  "brazil.nfe.emailwaitsauthorisation":
    "SEFAZ hat die NF-e dieser Rechnung nicht autorisiert: Die E-Mail an den Käufer wurde nicht gesendet.",
  "brazil.nfe.cancel.windowclosed":
    "Diese NF-e wurde vor mehr als 24 Stunden autorisiert: Die SEFAZ storniert sie nicht mehr.",
  "brazil.nfe.cancel.alreadycancelled": "Diese NF-e ist bereits storniert.",
  "brazil.nfe.cancel.required":
    "Diese Rechnung hat eine autorisierte NF-e: Stornieren Sie die NF-e mit einer Begründung, um die Rechnung zu stornieren.",
  "brazil.nfe.correction.limitreached":
    "Diese NF-e hat bereits 20 Korrekturschreiben, das Höchste, was die SEFAZ annimmt.",
  "brazil.nfe.events.notfound": "Dieses NF-e-Ereignis wurde nicht gefunden.",
  "brazilsettings.savesuccess": "Brasilien-Einstellungen gespeichert.",
  "francesettings.savesuccess": "Frankreich-Einstellungen gespeichert.",
  "einvoicing.france.deposited": "Die Rechnung wurde auf der E-Rechnungs-Plattform eingereicht.",
  "einvoicing.france.rejected": "Die E-Rechnungs-Plattform hat die Rechnung abgelehnt.",
  "sandbox.errors.unknowntesttype": "Diese Testart ist unbekannt.",
  "creditnotes.errors.notfound": "Die Gutschrift wurde nicht gefunden.",
  "creditnotes.exceedsinvoice":
    "Diese Gutschrift ist höher als der verbleibende Betrag der Rechnung.",
  "creditnotes.invoicenotissued":
    "Ein Entwurf hat noch keine Nummer: Löschen oder bearbeiten Sie ihn, statt eine Gutschrift zu erstellen.",
  "creditnotes.nfemustbecancelled":
    "Die NF-e dieser Rechnung ist autorisiert: Stornieren Sie die NF-e bei der SEFAZ, statt eine Gutschrift zu erstellen.",
  "creditnotes.issuedate.outoforder":
    "Heute liegt vor dem Datum Ihrer letzten Gutschrift: Gutschriften müssen in Datumsreihenfolge aufeinander folgen.",
  "quotes.errors.notfound": "Das Angebot wurde nicht gefunden.",
  "quotes.errors.invalidtransition":
    "Dieses Angebot kann diesen Status nicht annehmen: Ein beantwortetes oder abgelaufenes Angebot ändert sich nicht mehr.",
  "quotes.errors.notdraft":
    "Dieses Angebot wurde dem Kunden gesendet: Es kann nicht mehr bearbeitet oder gelöscht werden.",
  "quotes.errors.notaccepted": "Nur ein angenommenes Angebot kann in Rechnung gestellt werden.",
  "quotes.errors.alreadyinvoiced": "Die Schlussrechnung dieses Angebots wurde bereits erstellt.",
  "quotes.errors.depositexceeds":
    "Die Anzahlungen würden das ganze Angebot erreichen: Lassen Sie einen Rest für die Schlussrechnung.",
  "quotes.errors.linkunavailable": "Dieser Angebotslink ist ungültig oder wurde zurückgezogen.",
  "quotes.errors.ratelimited":
    "Zu viele Anfragen über diesen Angebotslink. Bitte warten Sie eine Minute und versuchen Sie es erneut.",
  "quotes.errors.notsent": "Senden Sie das Angebot zuerst: Ein Entwurf hat keinen Kundenlink.",
};
