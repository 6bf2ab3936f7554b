import type { ErrorCode } from "./error-messages-en.ts";

/** Japanese error texts. */
export const errorMessagesJa: Partial<Record<ErrorCode, string>> = {
  "common.errors.internal": "サーバーで問題が発生しました。もう一度お試しください。",
  "common.errors.requestfailed": "リクエストを完了できませんでした。",
  "common.errors.validation": "無効な項目があります。確認してもう一度お試しください。",
  "common.errors.malformedjson": "リクエストの本文が有効な JSON ではありません。",
  "common.errors.payloadtoolarge": "リクエストが大きすぎます。",
  "common.errors.unsupportedmediatype": "この種類のコンテンツは受け付けていません。",
  "common.errors.notfound": "このアドレスには何もありません。",
  "common.errors.methodnotallowed": "このアドレスはこのメソッドに対応していません。",
  "common.errors.unavailable": "サービスは一時的に利用できません。",
  "system.ready.databaseunreachable": "データベースに接続できません。",
  "system.ready.migrationspending": "データベースのスキーマがまだ最新ではありません。",
  "system.ready.jobsstopped": "自動ジョブが実行されていません。",
  "auth.unauthenticated": "続行するにはサインインしてください。",
  "auth.invalidcredentials": "メールアドレスまたはパスワードが正しくありません。",
  "auth.emailtaken": "このメールアドレスのアカウントは既に存在します。",
  "auth.toomanyattempts": "サインインの試行回数が多すぎます。しばらくしてからお試しください。",
  "auth.resettokeninvalid": "このパスワード再設定リンクは無効か期限切れです。",
  "settings.wrongcurrentpassword": "現在のパスワードが正しくありません。",
  "settings.invalidfiletype": "JPEG、PNG、GIF のいずれかの画像を選択してください。",
  "settings.filetoolarge": "ファイルが大きすぎます（最大 2 MB）。",
  "settings.nofileselected": "ファイルを選択してください。",
  "users.errors.notfound": "このアカウントは存在しません。",
  "storage.errors.notfound": "ファイルが見つかりません。",
  "invoicedetail.errors.invoicenotfound": "請求書が見つかりません。",
  "invoices.cannotdeleteissued":
    "発行済みの請求書は削除できません。クレジットノートで訂正または取り消してください。請求書番号は記録として残ります。",
  "invoices.issuedlocked":
    "この請求書には番号が付いているため、内容を変更できません。新しい下書きとして複製するか、クレジットノートで訂正してください。",
  "invoices.cancelrequirescreditnote":
    "番号付きの請求書は、全額のクレジットノートによって取り消されます。",
  "invoices.issuedate.outoforder":
    "発行日は、最後に番号を付けた請求書の日付より前、または今日より後にはできません。",
  "invoices.errors.invalidstatustransition": "請求書をこのステータスに変更できません。",
  "invoices.errors.exporttoolarge":
    "該当する請求書が 20,000 件を超えています。絞り込んでからエクスポートしてください。",
  "invoiceform.errors.totalsmismatch":
    "合計が明細と一致しません。再読み込みしてもう一度お試しください。",
  "catalogue.errors.notfound": "この商品またはサービスはカタログにありません。",
  "recurring.errors.notfound": "この定期請求書は存在しません。",
  "recurring.errors.finished":
    "この定期請求書は最後の請求書を発行済みです。再開するには終了日または回数を変更してください。",
  "recurring.errors.alreadyissued": "この定期請求書の回はすでに発行されています。",
  "clients.errors.notfound": "顧客が見つかりません。",
  "clients.errors.hasinvoices": "この顧客には請求書があるため削除できません。",
  "invoicedetail.emailfailed": "メールを送信できませんでした。",
  "invoicedetail.emailconfigerror": "このメール送信方法は設定されていません。",
  "email.invoicechanged":
    "送信中に請求書が変更されたため、送信されませんでした。もう一度お試しください。",
  "outbox.errors.closed":
    "送信トレイは開発環境またはサンドボックスモードが有効なときのみ開けます。",
  "outbox.errors.notfound": "このメッセージは送信トレイにありません。",
  "payments.errors.providerfailed": "決済サービスに接続できませんでした。",
  "pa.errors.webhookrefused":
    "このコールバックはご利用の Plateforme Agréée によって署名されていません。",
  "payments.errors.invalidsignature": "支払い通知を検証できませんでした。",
  "payments.errors.invalidtransition": "支払いをこのステータスに変更できません。",
  "payments.errors.notfound": "支払いが見つかりません。",
  "payments.errors.notrefundable": "この支払いは返金できません。",
  "payments.errors.refundwindowclosed": "返金は支払いから 14 日以内に可能です。",
  "payments.errors.planmismatch": "この支払いは別のプラン用に開始されました。",
  "paylinks.errors.sellernotconnected":
    "販売者はまだカード決済を受け付けていません。別の方法での支払いについて販売者に連絡してください。",
  "stripeconnect.errors.notconfigured": "このサーバーでは Stripe Connect が設定されていません。",
  "stripeconnect.errors.stateinvalid":
    "Stripe との接続はこのセッションからのものではないか、期限切れです。設定からやり直してください。",
  "paylinks.errors.ratelimited":
    "この支払いリンクへのリクエストが多すぎます。1分ほど待ってから再度お試しください。",
  "paylinks.errors.unavailable":
    "この支払いリンクは無効です。取り消された可能性があります。送信者に新しいリンクを依頼してください。",
  "payments.exceedsbalance": "支払額が請求書の未払残高を超えています。",
  "payments.errors.invoicenotpayable":
    "支払いは発行済みで取り消されていない請求書にのみ記録できます。",
  "payments.errors.invoicepaymentnotfound": "この支払いは請求書に見つかりません。",
  "payments.state.awaitingcard": "この支払いはカードを待っています。認証するものはありません。",
  "payments.state.awaitingauthentication": "この支払いはカード所有者の認証を待っています。",
  "payments.state.processing": "支払いはまだ処理中です。",
  "payments.state.succeeded": "この支払いはすでに完了しています。",
  "payments.state.failed": "この支払いは失敗しました。新しい支払いを開始してください。",
  "payments.state.canceled": "この支払いはキャンセルされました。",
  "payments.state.refunded": "この支払いは返金されました。",
  "receivedinvoices.filetoolarge": "ファイルが大きすぎます（最大 10 MB）。",
  "receivedinvoices.filemissing":
    "ファイルを選択してください：Factur-X PDF、または CII／UBL の XML。",
  "receivedinvoices.formatunsupported":
    "このファイルは Factur-X PDF でも CII／UBL 2.1 の XML でもありません。",
  "receivedinvoices.invalid": "この請求書は一覧の電子請求書ルールに違反しています。",
  "receivedinvoices.duplicate": "この仕入先のこの番号の請求書は今年すでに受け取っています。",
  "receivedinvoices.notfound": "この受領請求書は見つかりません。",
  "receivedinvoices.statusnotallowed":
    "このステータスはもう送信できません：請求書は拒否されました。",
  "receivedinvoices.noplatform":
    "仕入先の請求書に応答するには、フランス設定で Plateforme Agréée を設定してください。",
  "receivedinvoices.reasonrequired": "理由を選択してください。",
  "receivedinvoices.reasonunknown": "この理由はこのステータスでは使用できません。",
  "receivedinvoices.reasontoolong": "理由が長すぎます（最大 1,000 文字）。",
  "receivedinvoices.searchtoolong": "検索語が長すぎます。",
  "einvoicing.errors.platformunavailable": "電子請求書プラットフォームに接続できませんでした。",
  "einvoicing.errors.sefazunavailable": "SEFAZ に接続できませんでした。",
  "einvoicing.errors.sefinunavailable":
    "NFS-e 全国システム（Sefin Nacional）に接続できませんでした。",
  "einvoicing.errors.facturxrefused":
    "この請求書は有効な Factur-X 請求書にできません。各項目を確認してください。",
  "brazil.nfe.currencynotbrl": "NF-e にできるのはブラジルレアル（BRL）建ての請求書のみです。",
  "brazil.nfe.settingsmissing": "NF-e を発行する前にブラジルの設定を入力してください。",
  "brazil.nfe.prerequisitesmissing":
    "NF-e に必要なデータが不足しています。各項目を確認してください。",
  "brazil.nfse.currencynotbrl": "NFS-e にできるのはブラジルレアル（BRL）建ての請求書のみです。",
  "brazil.nfse.settingsmissing": "NFS-e を発行する前にブラジルと NFS-e の設定を入力してください。",
  "brazil.nfse.notissued": "この請求書の NFS-e はまだ発行されていません。",
  "brazil.nfse.alreadyissued":
    "この請求書にはすでに NFS-e があります。別のものを発行する前に取り消してください。",
  "brazil.nfse.cancel.alreadycancelled": "この NFS-e はすでに取り消されています。",
  "brazil.nfse.cancel.required":
    "この請求書には NFS-e があります。請求書を取り消すには、理由を添えて NFS-e を取り消してください。",
  "brazil.nfse.invoiceofgoods":
    "この請求書は商品を販売しています。NFS-e ではなく NF-e になります。",
  "brazil.nfe.invoiceofservices":
    "この請求書はサービスを販売しています。NF-e ではなく NFS-e になります。",
  "brazil.mixedgoodsandservices":
    "この請求書には商品とサービスが混在しています。商品（NF-e）とサービス（NFS-e）を別々の請求書にしてください。",
  "brazil.nfse.prerequisitesmissing":
    "NFS-e に必要なデータが不足しています。各項目を確認してください。",
  "brazil.certificate.unreadable":
    "このファイルは秘密鍵付きの PKCS#12（.pfx または .p12）証明書ではありません。",
  "brazil.certificate.wrongpassword": "証明書のパスワードが正しくありません。",
  "brazil.certificate.expired": "この日付では証明書は有効ではありません。",
  "brazil.certificate.cnpjmismatch": "この証明書は発行者とは別の会社のものです。",
  "brazil.certificate.filetoolarge": "証明書ファイルが大きすぎます（最大 64 KB）。",
  "brazil.certificate.vaultunavailable":
    "証明書を保存できません。サーバーに証明書キー（CERTIFICATE_KEY）が設定されていません。",
  "brazil.nfe.notauthorized": "この請求書にはまだ承認済みの NF-e がありません。",
  "brazil.nfse.emailwaitsissue":
    "国のシステムがこの請求書の NFS-e を発行しませんでした。購入者へのメールは送信されていません。",
  "brazil.nfe.emailwaitsauthorisation":
    "SEFAZ がこの請求書の NF-e を承認しませんでした。購入者へのメールは送信されていません。",
  "brazil.nfe.cancel.windowclosed":
    "この NF-e は承認から 24 時間以上経過しているため、SEFAZ は取り消しを受け付けません。",
  "brazil.nfe.cancel.alreadycancelled": "この NF-e はすでに取り消されています。",
  "brazil.nfe.cancel.required":
    "この請求書には承認済みの NF-e があります。請求書を取り消すには、理由を添えて NF-e を取り消してください。",
  "brazil.nfe.correction.limitreached":
    "この NF-e にはすでに SEFAZ が受け付ける上限の 20 通の訂正書があります。",
  "brazil.nfe.events.notfound": "この NF-e イベントは見つかりませんでした。",
  "brazilsettings.savesuccess": "ブラジルの設定を保存しました。",
  "francesettings.savesuccess": "フランスの設定を保存しました。",
  "einvoicing.france.deposited": "請求書を電子請求書プラットフォームに提出しました。",
  "einvoicing.france.rejected": "電子請求書プラットフォームが請求書を却下しました。",
  "sandbox.errors.unknowntesttype": "不明なテストの種類です。",
  "creditnotes.errors.notfound": "クレジットノートが見つかりません。",
  "creditnotes.exceedsinvoice": "このクレジットノートは請求書の残額を超えています。",
  "creditnotes.invoicenotissued":
    "下書きにはまだ番号がありません。クレジットノートを発行せず、削除または編集してください。",
  "creditnotes.nfemustbecancelled":
    "この請求書の NF-e は承認済みです。クレジットノートではなく、SEFAZ で NF-e を取り消してください。",
  "creditnotes.issuedate.outoforder":
    "今日は最後のクレジットノートの日付より前です。クレジットノートは日付順に発行する必要があります。",
  "quotes.errors.notfound": "見積書が見つかりません。",
  "quotes.errors.invalidtransition":
    "この見積書はそのステータスにできません。回答済みまたは期限切れの見積書は変更できません。",
  "quotes.errors.notdraft": "この見積書は顧客に送信済みのため、編集も削除もできません。",
  "quotes.errors.notaccepted": "請求できるのは承諾された見積書だけです。",
  "quotes.errors.alreadyinvoiced": "この見積書の最終請求書はすでに作成されています。",
  "quotes.errors.depositexceeds":
    "前受金が見積総額に達してしまいます。最終請求書の分を残してください。",
  "quotes.errors.linkunavailable": "この見積書リンクは無効か、取り消されています。",
  "quotes.errors.ratelimited":
    "この見積書リンクへのリクエストが多すぎます。1分ほど待ってから再度お試しください。",
  "quotes.errors.notsent": "先に見積書を送信してください。下書きには顧客用リンクがありません。",
};
