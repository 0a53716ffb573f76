// ==== right: take(while:) and catch with a just
func solve(messages: Observable<String>) -> Observable<String> {
    messages.take(while: { $0 != "bye" }).catch { _ in .just("connection lost") }
}
// ==== wrong: "bye" is shown before the end
func solve(messages: Observable<String>) -> Observable<String> {
    messages.take(while: { $0 != "bye" }, behavior: .inclusive).catchAndReturn("connection lost")
}
