// ==== right: by hand, with errors of its own
struct NotExactlyOne: Error {}

func solve(answers: Observable<Int>) -> Observable<Int> {
    Observable.create { observer in
        var answer: Int?
        return answers.subscribe(onNext: { value in
            if answer != nil { observer.onError(NotExactlyOne()) } else { answer = value }
        }, onError: observer.onError, onCompleted: {
            if let answer { observer.onNext(answer); observer.onCompleted() } else { observer.onError(NotExactlyOne()) }
        })
    }
}
// ==== wrong: the first answer, without waiting for the end
func solve(answers: Observable<Int>) -> Observable<Int> {
    answers.take(1).asSingle().asObservable()
}
// ==== wrong: a second answer is ignored
func solve(answers: Observable<Int>) -> Observable<Int> {
    answers.toArray().map { all -> Int in
        guard let first = all.first else { throw RxError.noElements }
        return first
    }.asObservable()
}
