import type { ErrorCode } from "./error-messages-en.ts";

/** Brazilian Portuguese error texts. */
export const errorMessagesPtBr: Partial<Record<ErrorCode, string>> = {
  "common.errors.internal": "Algo deu errado do nosso lado. Tente novamente.",
  "common.errors.requestfailed": "Não foi possível concluir a solicitação.",
  "common.errors.validation": "Alguns campos são inválidos. Verifique-os e tente novamente.",
  "common.errors.malformedjson": "O corpo da solicitação não é um JSON válido.",
  "common.errors.payloadtoolarge": "A solicitação é grande demais.",
  "common.errors.unsupportedmediatype": "Este tipo de conteúdo não é aceito aqui.",
  "common.errors.notfound": "Não há nada neste endereço.",
  "common.errors.methodnotallowed": "Este endereço não aceita este método.",
  "common.errors.unavailable": "O serviço está temporariamente indisponível.",
  "system.ready.databaseunreachable": "Não foi possível acessar o banco de dados.",
  "system.ready.migrationspending": "O esquema do banco de dados ainda não está atualizado.",
  "system.ready.jobsstopped": "As tarefas automáticas não estão em execução.",
  "auth.unauthenticated": "Entre na sua conta para continuar.",
  "auth.invalidcredentials": "O e-mail ou a senha estão incorretos.",
  "auth.emailtaken": "Já existe uma conta com este e-mail.",
  "auth.toomanyattempts": "Muitas tentativas de entrada. Aguarde um momento e tente novamente.",
  "auth.resettokeninvalid": "Este link de redefinição de senha é inválido ou expirou.",
  "settings.wrongcurrentpassword": "A senha atual está incorreta.",
  "settings.invalidfiletype": "Escolha uma imagem JPEG, PNG ou GIF.",
  "settings.filetoolarge": "O arquivo é grande demais: no máximo 2 MB.",
  "settings.nofileselected": "Escolha um arquivo.",
  "users.errors.notfound": "Esta conta não existe mais.",
  "storage.errors.notfound": "Arquivo não encontrado.",
  "invoicedetail.errors.invoicenotfound": "Fatura não encontrada.",
  "invoices.cannotdeleteissued":
    "Uma fatura emitida não pode ser excluída; corrija-a ou cancele-a com uma nota de crédito. Ela mantém o número para a sua contabilidade.",
  "invoices.issuedlocked":
    "Esta fatura já tem número: o conteúdo não pode mais mudar. Duplique-a como um novo rascunho ou corrija-a com uma nota de crédito.",
  "invoices.cancelrequirescreditnote":
    "Uma fatura numerada é cancelada com uma nota de crédito no valor total.",
  "invoices.issuedate.outoforder":
    "A data de emissão não pode ser anterior à da sua última fatura numerada nem posterior a hoje.",
  "invoices.errors.invalidstatustransition": "A fatura não pode passar para este status.",
  "invoices.errors.exporttoolarge":
    "Mais de 20.000 faturas correspondem aos filtros: restrinja-os para exportar.",
  "invoiceform.errors.totalsmismatch":
    "Os totais não correspondem aos itens. Atualize a página e tente novamente.",
  "catalogue.errors.notfound": "Este produto ou serviço não está no seu catálogo.",
  "recurring.errors.notfound": "Esta fatura recorrente não existe.",
  "recurring.errors.finished":
    "Esta fatura recorrente já emitiu sua última fatura. Altere a data final ou a quantidade para retomá-la.",
  "recurring.errors.alreadyissued": "Esta ocorrência da fatura recorrente já foi emitida.",
  "clients.errors.notfound": "Cliente não encontrado.",
  "clients.errors.hasinvoices": "Este cliente tem faturas e não pode ser excluído.",
  "invoicedetail.emailfailed": "Não foi possível enviar o e-mail.",
  "invoicedetail.emailconfigerror": "Este meio de envio de e-mail não está configurado.",
  "email.invoicechanged": "A fatura mudou durante o envio; nada foi enviado. Tente novamente.",
  "outbox.errors.closed":
    "A caixa de saída só pode ser aberta em desenvolvimento ou com o modo sandbox ativado.",
  "outbox.errors.notfound": "Esta mensagem não está na sua caixa de saída.",
  "payments.errors.providerfailed": "Não foi possível contatar o provedor de pagamentos.",
  "pa.errors.webhookrefused": "A chamada não foi assinada pela sua Plateforme Agréée.",
  "payments.errors.invalidsignature": "Não foi possível verificar a notificação de pagamento.",
  "payments.errors.invalidtransition": "O pagamento não pode passar para este status.",
  "payments.errors.notfound": "Pagamento não encontrado.",
  "payments.errors.notrefundable": "Este pagamento não pode ser reembolsado.",
  "payments.errors.refundwindowclosed": "Reembolsos são possíveis até 14 dias após o pagamento.",
  "payments.errors.planmismatch": "Este pagamento foi iniciado para outro plano.",
  "paylinks.errors.sellernotconnected":
    "O vendedor ainda não aceita pagamentos com cartão. Entre em contato para pagar esta fatura de outra forma.",
  "stripeconnect.errors.notconfigured": "O Stripe Connect não está configurado neste servidor.",
  "stripeconnect.errors.stateinvalid":
    "A conexão com o Stripe não veio desta sessão ou expirou. Comece de novo em Configurações.",
  "paylinks.errors.ratelimited":
    "Solicitações demais por este link de pagamento. Aguarde um minuto e tente novamente.",
  "paylinks.errors.unavailable":
    "Este link de pagamento não é válido: pode ter sido revogado. Peça um novo ao remetente.",
  "payments.exceedsbalance": "O pagamento é maior que o saldo devedor da fatura.",
  "payments.errors.invoicenotpayable":
    "Pagamentos só são registrados em faturas emitidas e não canceladas.",
  "payments.errors.invoicepaymentnotfound": "Este pagamento não foi encontrado na fatura.",
  "receivedinvoices.filetoolarge": "O arquivo é grande demais: no máximo 10 MB.",
  "receivedinvoices.filemissing": "Escolha um arquivo: um PDF Factur-X, ou um XML CII ou UBL.",
  "receivedinvoices.formatunsupported":
    "Este arquivo não é um PDF Factur-X nem um XML CII ou UBL 2.1.",
  "receivedinvoices.invalid": "Esta fatura viola as regras de faturamento eletrônico listadas.",
  "receivedinvoices.duplicate":
    "Esta fatura deste fornecedor com este número já foi recebida este ano.",
  "receivedinvoices.notfound": "Esta fatura recebida não foi encontrada.",
  "receivedinvoices.statusnotallowed":
    "Este status não pode mais ser enviado: a fatura foi recusada.",
  "receivedinvoices.noplatform":
    "Configure uma Plateforme Agréée nas configurações da França para responder às faturas de fornecedores.",
  "receivedinvoices.reasonrequired": "Escolha um motivo.",
  "receivedinvoices.reasonunknown": "Este motivo não é permitido para este status.",
  "receivedinvoices.reasontoolong": "O motivo é longo demais: no máximo 1.000 caracteres.",
  "receivedinvoices.searchtoolong": "A busca é longa demais.",
  "einvoicing.errors.platformunavailable":
    "Não foi possível contatar a plataforma de faturamento eletrônico.",
  "einvoicing.errors.sefazunavailable": "Não foi possível contatar a SEFAZ.",
  "einvoicing.errors.sefinunavailable":
    "Não foi possível contatar o sistema nacional da NFS-e (Sefin Nacional).",
  "einvoicing.errors.facturxrefused":
    "A fatura não pode virar uma fatura Factur-X válida: veja os campos.",
  "brazil.nfe.currencynotbrl": "Só uma fatura em reais (BRL) pode virar NF-e.",
  "brazil.nfe.settingsmissing": "Complete as configurações do Brasil antes de emitir uma NF-e.",
  "brazil.nfe.prerequisitesmissing": "Faltam dados de que a NF-e precisa: veja os campos.",
  "brazil.nfse.currencynotbrl": "Só uma fatura em reais (BRL) pode virar NFS-e.",
  "brazil.nfse.settingsmissing":
    "Complete as configurações do Brasil e da NFS-e antes de emitir uma NFS-e.",
  "brazil.nfse.notissued": "Esta fatura ainda não tem NFS-e emitida.",
  "brazil.nfse.alreadyissued": "Esta fatura já tem uma NFS-e: cancele-a antes de emitir outra.",
  "brazil.nfse.cancel.alreadycancelled": "Esta NFS-e já está cancelada.",
  "brazil.nfse.cancel.required":
    "Esta fatura tem uma NFS-e: cancele a NFS-e, com uma justificativa, para cancelar a fatura.",
  "brazil.nfse.invoiceofgoods": "Esta fatura vende mercadorias: ela vira NF-e, não NFS-e.",
  "brazil.nfe.invoiceofservices": "Esta fatura vende serviços: ela vira NFS-e, não NF-e.",
  "brazil.mixedgoodsandservices":
    "Esta fatura mistura mercadorias e serviços: coloque as mercadorias (NF-e) e os serviços (NFS-e) em faturas separadas.",
  "brazil.nfse.prerequisitesmissing": "Faltam dados de que a NFS-e precisa: veja os campos.",
  "brazil.certificate.unreadable":
    "O arquivo não é um certificado PKCS#12 (.pfx ou .p12) com a chave privada.",
  "brazil.certificate.wrongpassword": "A senha do certificado está incorreta.",
  "brazil.certificate.expired": "O certificado não é válido nesta data.",
  "brazil.certificate.cnpjmismatch": "O certificado pertence a outra empresa, não ao emitente.",
  "brazil.certificate.filetoolarge": "O arquivo do certificado é grande demais: no máximo 64 KB.",
  "brazil.certificate.vaultunavailable":
    "Não é possível guardar certificados: o servidor não tem chave de certificados (CERTIFICATE_KEY).",
  "brazil.nfe.notauthorized": "Esta fatura ainda não tem NF-e autorizada.",
  "brazil.nfse.emailwaitsissue":
    "O sistema nacional não emitiu a NFS-e desta fatura: o e-mail ao comprador não foi enviado.",
  "brazil.nfe.emailwaitsauthorisation":
    "A SEFAZ não autorizou a NF-e desta fatura: o e-mail ao comprador não foi enviado.",
  "brazil.nfe.cancel.windowclosed":
    "Esta NF-e foi autorizada há mais de 24 horas: a SEFAZ não a cancela mais.",
  "brazil.nfe.cancel.alreadycancelled": "Esta NF-e já está cancelada.",
  "brazil.nfe.cancel.required":
    "Esta fatura tem uma NF-e autorizada: cancele a NF-e, com uma justificativa, para cancelar a fatura.",
  "brazil.nfe.correction.limitreached":
    "Esta NF-e já tem 20 cartas de correção, o máximo que a SEFAZ aceita.",
  "brazil.nfe.events.notfound": "Este evento da NF-e não foi encontrado.",
  "brazilsettings.savesuccess": "Configurações do Brasil salvas.",
  "francesettings.savesuccess": "Configurações da França salvas.",
  "einvoicing.france.deposited": "A fatura foi depositada na plataforma de faturamento eletrônico.",
  "einvoicing.france.rejected": "A plataforma de faturamento eletrônico recusou a fatura.",
  "sandbox.errors.unknowntesttype": "Este tipo de teste é desconhecido.",
  "creditnotes.errors.notfound": "Nota de crédito não encontrada.",
  "creditnotes.exceedsinvoice": "Esta nota de crédito ultrapassa o que resta da fatura.",
  "creditnotes.invoicenotissued":
    "Um rascunho ainda não tem número: exclua-o ou edite-o em vez de emitir uma nota de crédito.",
  "creditnotes.nfemustbecancelled":
    "A NF-e desta fatura está autorizada: cancele a NF-e na SEFAZ em vez de emitir uma nota de crédito.",
  "creditnotes.issuedate.outoforder":
    "Hoje é anterior à data da sua última nota de crédito: as notas de crédito devem seguir a ordem das datas.",
  "payments.state.awaitingcard":
    "Este pagamento está aguardando um cartão; não há nada a autenticar.",
  "payments.state.awaitingauthentication":
    "Este pagamento está aguardando a autenticação do titular do cartão.",
  "payments.state.processing": "O pagamento ainda está sendo processado.",
  "payments.state.succeeded": "Este pagamento já foi concluído.",
  "payments.state.failed": "Este pagamento falhou; inicie um novo.",
  "payments.state.canceled": "Este pagamento foi cancelado.",
  "payments.state.refunded": "Este pagamento foi reembolsado.",
  "quotes.errors.notfound": "O orçamento não foi encontrado.",
  "quotes.errors.invalidtransition":
    "Este orçamento não pode passar a esse status: um orçamento respondido ou expirado não muda mais.",
  "quotes.errors.notdraft":
    "Este orçamento foi enviado ao cliente: não pode mais ser editado nem excluído.",
  "quotes.errors.notaccepted": "Só um orçamento aprovado pode ser faturado.",
  "quotes.errors.alreadyinvoiced": "A fatura final deste orçamento já foi emitida.",
  "quotes.errors.depositexceeds":
    "Os sinais atingiriam o total do orçamento: deixe um saldo para a fatura final.",
  "quotes.errors.linkunavailable": "Este link de orçamento não é válido ou foi retirado.",
  "quotes.errors.ratelimited":
    "Solicitações demais por este link de orçamento. Aguarde um minuto e tente novamente.",
  "quotes.errors.notsent": "Envie o orçamento primeiro: um rascunho não tem link para o cliente.",
};
