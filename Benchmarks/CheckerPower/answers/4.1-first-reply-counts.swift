// ==== right: first() and an explicit noElements
func solve(replies: Observable<String>) -> Observable<String> {
    replies.first().asObservable().map { reply -> String in
        guard let reply else { throw RxError.noElements }
        return reply
    }
}
// ==== wrong: element(at: 0) fails with another error on an empty lookup
func solve(replies: Observable<String>) -> Observable<String> {
    replies.element(at: 0).asSingle().asObservable()
}
// ==== wrong: the first reply, but it waits for the end
func solve(replies: Observable<String>) -> Observable<String> {
    replies.toArray().map { replies -> String in
        guard let first = replies.first else { throw RxError.noElements }
        return first
    }.asObservable()
}
// ==== wrong: an empty reply list completes quietly
func solve(replies: Observable<String>) -> Observable<String> {
    replies.take(1)
}
