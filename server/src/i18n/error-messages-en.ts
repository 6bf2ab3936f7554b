/** The English text of every error code the server answers with; the fallback of every language. */
export const errorMessagesEn = {
  "common.errors.internal": "Something went wrong on our side. Please try again.",
  "common.errors.requestfailed": "The request could not be completed.",
  "common.errors.validation": "Some fields are invalid. Please check them and try again.",
  "common.errors.malformedjson": "The request body is not valid JSON.",
  "common.errors.payloadtoolarge": "The request is too large.",
  "common.errors.unsupportedmediatype": "This type of content is not accepted here.",
  "common.errors.notfound": "There is nothing at this address.",
  "common.errors.methodnotallowed": "This address does not accept this method.",
  "common.errors.unavailable": "The service is temporarily unavailable.",
  "system.ready.databaseunreachable": "The database cannot be reached.",
  "system.ready.migrationspending": "The database schema is not up to date yet.",
  "system.ready.jobsstopped": "The job workers are not running.",
  "auth.unauthenticated": "Please sign in to continue.",
  "auth.invalidcredentials": "The e-mail or password is incorrect.",
  "auth.emailtaken": "An account with this e-mail already exists.",
  "auth.toomanyattempts": "Too many sign-in attempts. Please wait a moment and try again.",
  "auth.resettokeninvalid": "This password reset link is invalid or has expired.",
  "settings.wrongcurrentpassword": "The current password is incorrect.",
  "settings.invalidfiletype": "Please choose a JPEG, PNG or GIF image.",
  "settings.filetoolarge": "The file is too large: 2 MB at most.",
  "settings.nofileselected": "Please choose a file.",
  "users.errors.notfound": "This account no longer exists.",
  "storage.errors.notfound": "The file was not found.",
  "invoicedetail.errors.invoicenotfound": "The invoice was not found.",
  "invoices.cannotdeleteissued":
    "An issued invoice cannot be deleted; correct or cancel it with a credit note. It keeps its number for the records.",
  "invoices.issuedlocked":
    "This invoice has a number: its content can no longer change. Duplicate it as a new draft, or correct it with a credit note.",
  "invoices.cancelrequirescreditnote":
    "A numbered invoice is cancelled by a credit note for its whole amount.",
  "invoices.issuedate.outoforder":
    "The issue date must be no earlier than your last numbered invoice's and no later than today.",
  "invoices.errors.invalidstatustransition": "The invoice cannot move to this status.",
  "invoices.errors.exporttoolarge":
    "More than 20,000 invoices match: narrow the filters to export them.",
  "invoiceform.errors.totalsmismatch":
    "The totals do not match the items. Please refresh and try again.",
  "catalogue.errors.notfound": "This product or service is not in your catalogue.",
  "recurring.errors.notfound": "This recurring invoice does not exist.",
  "recurring.errors.finished":
    "This recurring invoice has issued its last invoice. Change its end date or count to resume it.",
  "recurring.errors.alreadyissued": "This occurrence of the recurring invoice was already issued.",
  "clients.errors.notfound": "The client was not found.",
  "clients.errors.hasinvoices": "This client has invoices and cannot be deleted.",
  "invoicedetail.emailfailed": "The e-mail could not be sent.",
  "invoicedetail.emailconfigerror": "This e-mail method is not configured.",
  "email.invoicechanged":
    "The invoice changed while it was being sent; nothing was sent. Please try again.",
  "outbox.errors.closed":
    "The outbox can only be opened in development or with the sandbox mode on.",
  "outbox.errors.notfound": "This message is not in your outbox.",
  "payments.errors.providerfailed": "The payment provider could not be reached.",
  "pa.errors.webhookrefused": "The callback is not signed by your Plateforme Agréée.",
  "payments.errors.invalidsignature": "The payment notification could not be verified.",
  "payments.errors.invalidtransition": "The payment cannot move to this status.",
  "payments.errors.notfound": "The payment was not found.",
  "payments.errors.notrefundable": "This payment cannot be refunded.",
  "payments.errors.refundwindowclosed": "Refunds are possible within 14 days of a payment.",
  "payments.errors.planmismatch": "This payment was started for another plan.",
  "paylinks.errors.sellernotconnected":
    "The seller does not take card payments yet. Contact them to pay this invoice another way.",
  "stripeconnect.errors.notconfigured": "Stripe Connect is not set up on this server.",
  "stripeconnect.errors.stateinvalid":
    "The connection to Stripe did not come from this session or has expired. Start again from Settings.",
  "paylinks.errors.ratelimited":
    "Too many requests through this payment link. Please wait a minute and try again.",
  "paylinks.errors.unavailable":
    "This payment link is not valid: it may have been revoked. Ask the sender for a new one.",
  "payments.exceedsbalance": "The payment is more than the invoice's balance due.",
  "payments.errors.invoicenotpayable":
    "Payments are recorded only on an issued invoice that is not cancelled.",
  "payments.errors.invoicepaymentnotfound": "This payment was not found on the invoice.",
  "payments.state.awaitingcard":
    "This payment is waiting for a card; there is nothing to authenticate.",
  "payments.state.awaitingauthentication":
    "This payment is waiting for the card holder's authentication.",
  "payments.state.processing": "The payment is still being processed.",
  "payments.state.succeeded": "This payment has already succeeded.",
  "payments.state.failed": "This payment failed; start a new one.",
  "payments.state.canceled": "This payment was canceled.",
  "payments.state.refunded": "This payment has been refunded.",
  "receivedinvoices.filetoolarge": "The file is too large: 10 MB at most.",
  "receivedinvoices.filemissing": "Choose a file to upload: a Factur-X PDF, or CII or UBL XML.",
  "receivedinvoices.formatunsupported": "This file is not a Factur-X PDF, nor CII or UBL 2.1 XML.",
  "receivedinvoices.invalid": "This invoice breaks the e-invoicing rules listed.",
  "receivedinvoices.duplicate":
    "This supplier's invoice with this number was already received this year.",
  "receivedinvoices.notfound": "This received invoice was not found.",
  "receivedinvoices.statusnotallowed":
    "This status can no longer be sent: the invoice was refused.",
  "receivedinvoices.noplatform":
    "Set up a Plateforme Agréée in the France settings to answer supplier invoices.",
  "receivedinvoices.reasonrequired": "Choose a reason.",
  "receivedinvoices.reasonunknown": "This reason is not allowed for this status.",
  "receivedinvoices.reasontoolong": "The reason is too long: 1,000 characters at most.",
  "receivedinvoices.searchtoolong": "The search is too long.",
  "einvoicing.errors.platformunavailable": "The e-invoicing platform could not be reached.",
  "einvoicing.errors.sefazunavailable": "SEFAZ could not be reached.",
  "einvoicing.errors.sefinunavailable":
    "The national NFS-e system (Sefin Nacional) could not be reached.",
  "einvoicing.errors.facturxrefused":
    "The invoice cannot become a valid Factur-X invoice: see the fields.",
  "brazil.nfe.currencynotbrl": "Only an invoice in Brazilian reais (BRL) can become an NF-e.",
  "brazil.nfe.settingsmissing": "Fill in the Brazil settings before issuing an NF-e.",
  "brazil.nfe.prerequisitesmissing": "Some data an NF-e needs is missing: see the fields.",
  "brazil.nfse.currencynotbrl": "Only an invoice in Brazilian reais (BRL) can become an NFS-e.",
  "brazil.nfse.settingsmissing": "Fill in the Brazil and NFS-e settings before issuing an NFS-e.",
  "brazil.nfse.notissued": "This invoice has no NFS-e issued yet.",
  "brazil.nfse.alreadyissued":
    "This invoice already has an NFS-e: cancel it before issuing another.",
  "brazil.nfse.cancel.alreadycancelled": "This NFS-e is already cancelled.",
  "brazil.nfse.cancel.required":
    "This invoice has an NFS-e: cancel the NFS-e, with a justification, to cancel the invoice.",
  "brazil.nfse.invoiceofgoods": "This invoice sells goods: it becomes an NF-e, not an NFS-e.",
  "brazil.nfe.invoiceofservices": "This invoice sells services: it becomes an NFS-e, not an NF-e.",
  "brazil.mixedgoodsandservices":
    "This invoice mixes goods and services: put the goods (NF-e) and the services (NFS-e) on separate invoices.",
  "brazil.nfse.prerequisitesmissing": "Some data an NFS-e needs is missing: see the fields.",
  "brazil.certificate.unreadable":
    "The file is not a PKCS#12 (.pfx or .p12) certificate with its private key.",
  "brazil.certificate.wrongpassword": "The certificate password is incorrect.",
  "brazil.certificate.expired": "The certificate is not valid at this date.",
  "brazil.certificate.cnpjmismatch": "The certificate belongs to another company than the issuer.",
  "brazil.certificate.filetoolarge": "The certificate file is too large: 64 KB at most.",
  "brazil.certificate.vaultunavailable":
    "Certificates cannot be stored: the server has no certificate key (CERTIFICATE_KEY).",
  "brazil.nfe.notauthorized": "This invoice has no authorised NF-e yet.",
  "brazil.nfse.emailwaitsissue":
    "The national system did not issue this invoice's NFS-e: the e-mail to the buyer was not sent.",
  "brazil.nfe.emailwaitsauthorisation":
    "SEFAZ did not authorise this invoice's NF-e: the e-mail to the buyer was not sent.",
  "brazil.nfe.cancel.windowclosed":
    "This NF-e was authorised more than 24 hours ago: SEFAZ no longer cancels it.",
  "brazil.nfe.cancel.alreadycancelled": "This NF-e is already cancelled.",
  "brazil.nfe.cancel.required":
    "This invoice has an authorised NF-e: cancel the NF-e, with a justification, to cancel the invoice.",
  "brazil.nfe.correction.limitreached":
    "This NF-e already has 20 correction letters, the most SEFAZ accepts.",
  "brazil.nfe.events.notfound": "This NF-e event was not found.",
  "brazilsettings.savesuccess": "Brazil settings saved.",
  "francesettings.savesuccess": "France settings saved.",
  "einvoicing.france.deposited": "The invoice was deposited on the e-invoicing platform.",
  "einvoicing.france.rejected": "The e-invoicing platform rejected the invoice.",
  "sandbox.errors.unknowntesttype": "This test type is unknown.",
  "creditnotes.errors.notfound": "The credit note was not found.",
  "creditnotes.exceedsinvoice": "This credit note is larger than what is left of the invoice.",
  "creditnotes.invoicenotissued":
    "A draft has no number yet: delete or edit it instead of crediting it.",
  "creditnotes.nfemustbecancelled":
    "This invoice's NF-e is authorised: cancel the NF-e with SEFAZ instead of issuing a credit note.",
  "creditnotes.issuedate.outoforder":
    "Today is before the date of your last credit note: credit notes must follow each other in date order.",
  "quotes.errors.notfound": "The quote was not found.",
  "quotes.errors.invalidtransition":
    "This quote cannot move to that status: an answered or expired quote never changes again.",
  "quotes.errors.notdraft":
    "This quote was sent to the client: it can no longer be edited or deleted.",
  "quotes.errors.notaccepted": "Only an accepted quote can be invoiced.",
  "quotes.errors.alreadyinvoiced": "The final invoice of this quote was already made.",
  "quotes.errors.depositexceeds":
    "The deposits would reach the whole quote: leave something for the final invoice.",
  "quotes.errors.linkunavailable": "This quote link is not valid, or was withdrawn.",
  "quotes.errors.ratelimited":
    "Too many requests through this quote link. Please wait a minute and try again.",
  "quotes.errors.notsent": "Send the quote first: a draft has no client link.",
} as const;

/** A code the server can send in an error body. */
export type ErrorCode = keyof typeof errorMessagesEn;
