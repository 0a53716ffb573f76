// ==== right: merge of an array
func solve(mail: Observable<String>, chat: Observable<String>) -> Observable<String> {
    Observable.merge([mail.map { "mail " + $0 }, chat.map { "chat " + $0 }])
}
// ==== wrong: concat shows the chat only after the mail has ended
func solve(mail: Observable<String>, chat: Observable<String>) -> Observable<String> {
    Observable.concat([mail.map { "mail " + $0 }, chat.map { "chat " + $0 }])
}
