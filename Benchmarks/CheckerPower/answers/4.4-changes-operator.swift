// ==== right: zip with itself skipped by one
extension ObservableType where Element == Int {
    func changes() -> Observable<Int> {
        Observable.create { observer in
            var previous: Int?
            return self.subscribe(onNext: { value in
                defer { previous = value }
                guard let before = previous else { return }
                observer.onNext(value - before)
            }, onError: observer.onError, onCompleted: observer.onCompleted)
        }
    }
}

func solve(levels: Observable<Int>) -> Observable<Int> {
    levels.changes()
}
// ==== wrong shared state: previous outside create
extension ObservableType where Element == Int {
    func changes() -> Observable<Int> {
        var previous: Int?
        return Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let value):
                    if let before = previous { observer.onNext(value - before) }
                    previous = value
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

func solve(levels: Observable<Int>) -> Observable<Int> {
    levels.changes()
}
// ==== wrong shared state: compactMap over a captured previous value
extension ObservableType where Element == Int {
    func changes() -> Observable<Int> {
        var previous: Int?
        return compactMap { value -> Int? in
            defer { previous = value }
            return previous.map { value - $0 }
        }
    }
}

func solve(levels: Observable<Int>) -> Observable<Int> {
    levels.changes()
}
