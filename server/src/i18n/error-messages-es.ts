import type { ErrorCode } from "./error-messages-en.ts";

/** Spanish error texts. */
export const errorMessagesEs: Partial<Record<ErrorCode, string>> = {
  "common.errors.internal": "Algo salió mal por nuestra parte. Inténtelo de nuevo.",
  "common.errors.requestfailed": "No se pudo completar la solicitud.",
  "common.errors.validation": "Algunos campos no son válidos. Revíselos e inténtelo de nuevo.",
  "common.errors.malformedjson": "El cuerpo de la solicitud no es un JSON válido.",
  "common.errors.payloadtoolarge": "La solicitud es demasiado grande.",
  "common.errors.unsupportedmediatype": "Este tipo de contenido no se acepta aquí.",
  "common.errors.notfound": "No hay nada en esta dirección.",
  "common.errors.methodnotallowed": "Esta dirección no acepta este método.",
  "common.errors.unavailable": "El servicio no está disponible temporalmente.",
  "system.ready.databaseunreachable": "No se puede acceder a la base de datos.",
  "system.ready.migrationspending": "El esquema de la base de datos aún no está actualizado.",
  "system.ready.jobsstopped": "Las tareas automáticas no se están ejecutando.",
  "auth.unauthenticated": "Inicie sesión para continuar.",
  "auth.invalidcredentials": "El correo electrónico o la contraseña son incorrectos.",
  "auth.emailtaken": "Ya existe una cuenta con este correo electrónico.",
  "auth.toomanyattempts":
    "Demasiados intentos de inicio de sesión. Espere un momento e inténtelo de nuevo.",
  "auth.resettokeninvalid":
    "Este enlace para restablecer la contraseña no es válido o ha caducado.",
  "settings.wrongcurrentpassword": "La contraseña actual es incorrecta.",
  "settings.invalidfiletype": "Elija una imagen JPEG, PNG o GIF.",
  "settings.filetoolarge": "El archivo es demasiado grande: 2 MB como máximo.",
  "settings.nofileselected": "Elija un archivo.",
  "users.errors.notfound": "Esta cuenta ya no existe.",
  "storage.errors.notfound": "No se encontró el archivo.",
  "invoicedetail.errors.invoicenotfound": "No se encontró la factura.",
  "invoices.cannotdeleteissued":
    "Una factura emitida no se puede eliminar; corríjala o anúlela con una nota de crédito. Conserva su número para su contabilidad.",
  "invoices.issuedlocked":
    "Esta factura tiene número: su contenido ya no puede cambiar. Duplíquela como un nuevo borrador o corríjala con una nota de crédito.",
  "invoices.cancelrequirescreditnote":
    "Una factura numerada se anula con una nota de crédito por su importe total.",
  "invoices.issuedate.outoforder":
    "La fecha de emisión no puede ser anterior a la de su última factura numerada ni posterior a hoy.",
  "invoices.errors.invalidstatustransition": "La factura no puede pasar a este estado.",
  "invoices.errors.exporttoolarge":
    "Coinciden más de 20.000 facturas: acote los filtros para exportarlas.",
  "invoiceform.errors.totalsmismatch":
    "Los totales no coinciden con las líneas. Actualice la página e inténtelo de nuevo.",
  "catalogue.errors.notfound": "Este producto o servicio no está en su catálogo.",
  "recurring.errors.notfound": "Esta factura recurrente no existe.",
  "recurring.errors.finished":
    "Esta factura recurrente ya emitió su última factura. Cambie la fecha de fin o el número para reanudarla.",
  "recurring.errors.alreadyissued": "Esta factura de la serie recurrente ya se emitió.",
  "clients.errors.notfound": "No se encontró el cliente.",
  "clients.errors.hasinvoices": "Este cliente tiene facturas y no se puede eliminar.",
  "invoicedetail.emailfailed": "No se pudo enviar el correo electrónico.",
  "invoicedetail.emailconfigerror": "Este método de correo electrónico no está configurado.",
  "email.invoicechanged":
    "La factura cambió mientras se enviaba; no se envió nada. Inténtalo de nuevo.",
  "outbox.errors.closed":
    "La bandeja de salida solo se puede abrir en desarrollo o con el modo sandbox activado.",
  "outbox.errors.notfound": "Este mensaje no está en tu bandeja de salida.",
  "payments.errors.providerfailed": "No se pudo contactar con el proveedor de pagos.",
  "pa.errors.webhookrefused": "La llamada no está firmada por su Plateforme Agréée.",
  "payments.errors.invalidsignature": "No se pudo verificar la notificación de pago.",
  "payments.errors.invalidtransition": "El pago no puede pasar a este estado.",
  "payments.errors.notfound": "No se encontró el pago.",
  "payments.errors.notrefundable": "Este pago no se puede reembolsar.",
  "payments.errors.refundwindowclosed":
    "Los reembolsos son posibles dentro de los 14 días posteriores al pago.",
  "payments.errors.planmismatch": "Este pago se inició para otro plan.",
  "paylinks.errors.sellernotconnected":
    "El vendedor aún no acepta pagos con tarjeta. Póngase en contacto con él para pagar esta factura de otro modo.",
  "stripeconnect.errors.notconfigured": "Stripe Connect no está configurado en este servidor.",
  "stripeconnect.errors.stateinvalid":
    "La conexión con Stripe no procede de esta sesión o ha caducado. Vuelva a empezar desde Ajustes.",
  "paylinks.errors.ratelimited":
    "Demasiadas solicitudes a través de este enlace de pago. Espere un minuto y vuelva a intentarlo.",
  "paylinks.errors.unavailable":
    "Este enlace de pago no es válido: puede que se haya revocado. Pida uno nuevo al remitente.",
  "payments.exceedsbalance": "El pago supera el saldo pendiente de la factura.",
  "payments.errors.invoicenotpayable":
    "Solo se registran pagos en facturas emitidas y no anuladas.",
  "payments.errors.invoicepaymentnotfound": "No se encontró este pago en la factura.",
  "payments.state.awaitingcard": "Este pago espera una tarjeta; no hay nada que autenticar.",
  "payments.state.awaitingauthentication":
    "Este pago espera la autenticación del titular de la tarjeta.",
  "payments.state.processing": "El pago todavía se está procesando.",
  "payments.state.succeeded": "Este pago ya se completó.",
  "payments.state.failed": "Este pago falló; inicie uno nuevo.",
  "payments.state.canceled": "Este pago fue cancelado.",
  "payments.state.refunded": "Este pago fue reembolsado.",
  "receivedinvoices.filetoolarge": "El archivo es demasiado grande: 10 MB como máximo.",
  "receivedinvoices.filemissing": "Elija un archivo: un PDF Factur-X, o un XML CII o UBL.",
  "receivedinvoices.formatunsupported":
    "Este archivo no es un PDF Factur-X ni un XML CII o UBL 2.1.",
  "receivedinvoices.invalid":
    "Esta factura incumple las reglas de facturación electrónica indicadas.",
  "receivedinvoices.duplicate":
    "Esta factura de este proveedor con este número ya se recibió este año.",
  "receivedinvoices.notfound": "No se encontró esta factura recibida.",
  "receivedinvoices.statusnotallowed":
    "Este estado ya no puede enviarse: la factura fue rechazada.",
  "receivedinvoices.noplatform":
    "Configure una Plateforme Agréée en los ajustes de Francia para responder a las facturas de proveedores.",
  "receivedinvoices.reasonrequired": "Elija un motivo.",
  "receivedinvoices.reasonunknown": "Este motivo no está permitido para este estado.",
  "receivedinvoices.reasontoolong": "El motivo es demasiado largo: 1000 caracteres como máximo.",
  "receivedinvoices.searchtoolong": "La búsqueda es demasiado larga.",
  "einvoicing.errors.platformunavailable":
    "No se pudo contactar con la plataforma de facturación electrónica.",
  "einvoicing.errors.sefazunavailable": "No se pudo contactar con la SEFAZ.",
  "einvoicing.errors.sefinunavailable":
    "No se pudo contactar con el sistema nacional de la NFS-e (Sefin Nacional).",
  "einvoicing.errors.facturxrefused":
    "La factura no puede convertirse en una factura Factur-X válida: vea los campos.",
  "brazil.nfe.currencynotbrl":
    "Solo una factura en reales brasileños (BRL) puede convertirse en NF-e.",
  "brazil.nfe.settingsmissing": "Complete la configuración de Brasil antes de emitir una NF-e.",
  "brazil.nfe.prerequisitesmissing": "Faltan datos que la NF-e necesita: vea los campos.",
  "brazil.nfse.currencynotbrl":
    "Solo una factura en reales brasileños (BRL) puede convertirse en NFS-e.",
  "brazil.nfse.settingsmissing":
    "Complete la configuración de Brasil y de la NFS-e antes de emitir una NFS-e.",
  "brazil.nfse.notissued": "Esta factura aún no tiene una NFS-e emitida.",
  "brazil.nfse.alreadyissued": "Esta factura ya tiene una NFS-e: anúlela antes de emitir otra.",
  "brazil.nfse.cancel.alreadycancelled": "Esta NFS-e ya está anulada.",
  "brazil.nfse.cancel.required":
    "Esta factura tiene una NFS-e: anule la NFS-e, con una justificación, para anular la factura.",
  "brazil.nfse.invoiceofgoods": "Esta factura vende mercancías: se convierte en NF-e, no en NFS-e.",
  "brazil.nfe.invoiceofservices":
    "Esta factura vende servicios: se convierte en NFS-e, no en NF-e.",
  "brazil.mixedgoodsandservices":
    "Esta factura mezcla mercancías y servicios: ponga las mercancías (NF-e) y los servicios (NFS-e) en facturas separadas.",
  "brazil.nfse.prerequisitesmissing": "Faltan datos que la NFS-e necesita: vea los campos.",
  "brazil.certificate.unreadable":
    "El archivo no es un certificado PKCS#12 (.pfx o .p12) con su clave privada.",
  "brazil.certificate.wrongpassword": "La contraseña del certificado es incorrecta.",
  "brazil.certificate.expired": "El certificado no es válido en esta fecha.",
  "brazil.certificate.cnpjmismatch": "El certificado pertenece a otra empresa distinta del emisor.",
  "brazil.certificate.filetoolarge":
    "El archivo del certificado es demasiado grande: 64 KB como máximo.",
  "brazil.certificate.vaultunavailable":
    "No se pueden guardar certificados: el servidor no tiene clave de certificados (CERTIFICATE_KEY).",
  "brazil.nfe.notauthorized": "Esta factura aún no tiene una NF-e autorizada.",
  "brazil.nfse.emailwaitsissue":
    "El sistema nacional no emitió la NFS-e de esta factura: el correo al comprador no se envió.",
  "brazil.nfe.emailwaitsauthorisation":
    "La SEFAZ no autorizó la NF-e de esta factura: el correo al comprador no se envió.",
  "brazil.nfe.cancel.windowclosed":
    "Esta NF-e se autorizó hace más de 24 horas: la SEFAZ ya no la cancela.",
  "brazil.nfe.cancel.alreadycancelled": "Esta NF-e ya está cancelada.",
  "brazil.nfe.cancel.required":
    "Esta factura tiene una NF-e autorizada: cancele la NF-e, con una justificación, para cancelar la factura.",
  "brazil.nfe.correction.limitreached":
    "Esta NF-e ya tiene 20 cartas de corrección, el máximo que acepta la SEFAZ.",
  "brazil.nfe.events.notfound": "No se encontró este evento de NF-e.",
  "brazilsettings.savesuccess": "Configuración de Brasil guardada.",
  "francesettings.savesuccess": "Configuración de Francia guardada.",
  "einvoicing.france.deposited":
    "La factura se ha depositado en la plataforma de facturación electrónica.",
  "einvoicing.france.rejected": "La plataforma de facturación electrónica ha rechazado la factura.",
  "sandbox.errors.unknowntesttype": "Este tipo de prueba es desconocido.",
  "creditnotes.errors.notfound": "No se encontró la nota de crédito.",
  "creditnotes.exceedsinvoice": "Esta nota de crédito supera lo que queda de la factura.",
  "creditnotes.invoicenotissued":
    "Un borrador aún no tiene número: elimínelo o edítelo en lugar de emitir una nota de crédito.",
  "creditnotes.nfemustbecancelled":
    "La NF-e de esta factura está autorizada: cancele la NF-e ante la SEFAZ en lugar de emitir una nota de crédito.",
  "creditnotes.issuedate.outoforder":
    "Hoy es anterior a la fecha de su última nota de crédito: las notas de crédito deben seguir el orden de las fechas.",
  "quotes.errors.notfound": "No se encontró el presupuesto.",
  "quotes.errors.invalidtransition":
    "Este presupuesto no puede pasar a ese estado: un presupuesto respondido o caducado ya no cambia.",
  "quotes.errors.notdraft":
    "Este presupuesto se envió al cliente: ya no se puede editar ni eliminar.",
  "quotes.errors.notaccepted": "Solo se puede facturar un presupuesto aceptado.",
  "quotes.errors.alreadyinvoiced": "La factura final de este presupuesto ya se emitió.",
  "quotes.errors.depositexceeds":
    "Los anticipos alcanzarían el total del presupuesto: deje un saldo para la factura final.",
  "quotes.errors.linkunavailable": "Este enlace de presupuesto no es válido o fue retirado.",
  "quotes.errors.ratelimited":
    "Demasiadas solicitudes a través de este enlace de presupuesto. Espere un minuto y vuelva a intentarlo.",
  "quotes.errors.notsent":
    "Envíe primero el presupuesto: un borrador no tiene enlace para el cliente.",
};
