// ==== right: the state in one struct inside create
func solve(messages: Observable<String>, paused: Observable<Bool>) -> Observable<String> {
    Observable<String>.create { observer in
        struct Screen { var paused = false; var waiting: [String] = [] }
        var screen = Screen()
        let pauses = paused.subscribe(onNext: { now in
            screen.paused = now
            if !now {
                screen.waiting.forEach(observer.onNext)
                screen.waiting = []
            }
        }, onError: observer.onError)
        let incoming = messages.subscribe(onNext: { message in
            if screen.paused { screen.waiting.append(message) } else { observer.onNext(message) }
        }, onError: observer.onError, onCompleted: {
            screen.waiting.forEach(observer.onNext)
            screen.waiting = []
            observer.onCompleted()
        })
        return Disposables.create(pauses, incoming)
    }
}
// ==== wrong shared state: the state outside create
func solve(messages: Observable<String>, paused: Observable<Bool>) -> Observable<String> {
    var isPaused = false
    var waiting: [String] = []
    return Observable<String>.create { observer in
        func releaseWaiting() {
            for message in waiting { observer.onNext(message) }
            waiting.removeAll()
        }
        let pauses = paused.subscribe(
            onNext: { nowPaused in
                isPaused = nowPaused
                if !nowPaused { releaseWaiting() }
            },
            onError: { observer.onError($0) }
        )
        let incoming = messages.subscribe(
            onNext: { message in
                if isPaused { waiting.append(message) } else { observer.onNext(message) }
            },
            onError: { observer.onError($0) },
            onCompleted: {
                releaseWaiting()
                observer.onCompleted()
            }
        )
        return Disposables.create(pauses, incoming)
    }
}
// ==== wrong subscriptions: `paused` is never let go
func solve(messages: Observable<String>, paused: Observable<Bool>) -> Observable<String> {
    Observable<String>.create { observer in
        var isPaused = false
        var waiting: [String] = []
        func releaseWaiting() {
            for message in waiting { observer.onNext(message) }
            waiting.removeAll()
        }
        _ = paused.subscribe(
            onNext: { nowPaused in
                isPaused = nowPaused
                if !nowPaused { releaseWaiting() }
            },
            onError: { observer.onError($0) }
        )
        return messages.subscribe(
            onNext: { message in
                if isPaused { waiting.append(message) } else { observer.onNext(message) }
            },
            onError: { observer.onError($0) },
            onCompleted: {
                releaseWaiting()
                observer.onCompleted()
            }
        )
    }
}
