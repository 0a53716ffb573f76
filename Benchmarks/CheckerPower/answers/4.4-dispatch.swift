// ==== right: the counter in a deferred
extension ObservableType {
    /// Each element with its number: 1 for the first, 2 for the second… counted for each subscriber.
    func numbered() -> Observable<(Int, Element)> {
        Observable.deferred {
            var count = 0
            return self.map { element -> (Int, Element) in
                count += 1
                return (count, element)
            }
        }
    }
}

func solve(orders: Observable<Int>, couriers: Observable<String>) -> Observable<String> {
    Observable.zip(orders.filter { $0 >= 10 }, couriers)
        .numbered()
        .map { number, delivery in "#\(number) \(delivery.1): \(delivery.0)€" }
}
// ==== wrong shared state: the counter captured outside create
extension ObservableType {
    /// Each element with its number: 1 for the first, 2 for the second… counted for each subscriber.
    func numbered() -> Observable<(Int, Element)> {
        var count = 0
        return Observable.create { observer in
            self.subscribe { event in
                switch event {
                case .next(let element):
                    count += 1
                    observer.onNext((count, element))
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

func solve(orders: Observable<Int>, couriers: Observable<String>) -> Observable<String> {
    Observable.zip(orders.filter { $0 >= 10 }, couriers)
        .numbered()
        .map { number, delivery in "#\(number) \(delivery.1): \(delivery.0)€" }
}
// ==== wrong shared state: a var mutated in map
extension ObservableType {
    /// Each element with its number: 1 for the first, 2 for the second… counted for each subscriber.
    func numbered() -> Observable<(Int, Element)> {
        var count = 0
        return map { element in
            count += 1
            return (count, element)
        }
    }
}

func solve(orders: Observable<Int>, couriers: Observable<String>) -> Observable<String> {
    Observable.zip(orders.filter { $0 >= 10 }, couriers)
        .numbered()
        .map { number, delivery in "#\(number) \(delivery.1): \(delivery.0)€" }
}
// ==== wrong values: pick-up below 12 (the example's smallest delivery)
extension ObservableType {
    /// Each element with its number: 1 for the first, 2 for the second… counted for each subscriber.
    func numbered() -> Observable<(Int, Element)> {
        Observable.create { observer in
            var count = 0
            return self.subscribe { event in
                switch event {
                case .next(let element):
                    count += 1
                    observer.onNext((count, element))
                case .error(let error): observer.onError(error)
                case .completed: observer.onCompleted()
                }
            }
        }
    }
}

func solve(orders: Observable<Int>, couriers: Observable<String>) -> Observable<String> {
    Observable.zip(orders.filter { $0 > 10 }, couriers)
        .numbered()
        .map { number, delivery in "#\(number) \(delivery.1): \(delivery.0)€" }
}
