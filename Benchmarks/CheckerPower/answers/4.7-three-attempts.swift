// ==== right: retry inside a helper
struct ServerError: Error {}

/// A fake request: a cold sequence that fails its first `failing` attempts, then answers.
func request(failingFirst failing: Int) -> Observable<String> {
    var attempts = 0
    return Observable.deferred {
        attempts += 1
        return attempts <= failing ? .error(ServerError()) : .just("ok after \(attempts)")
    }
}

func attempted(_ request: Observable<String>) -> Observable<String> {
    request.retry(3)
}

func solve(failures: Observable<Int>) -> Observable<String> {
    failures.concatMap { failing in
        attempted(request(failingFirst: failing)).catch { _ in .just("gave up") }
    }
}
// ==== wrong values: four attempts
struct ServerError: Error {}

/// A fake request: a cold sequence that fails its first `failing` attempts, then answers.
func request(failingFirst failing: Int) -> Observable<String> {
    var attempts = 0
    return Observable.deferred {
        attempts += 1
        return attempts <= failing ? .error(ServerError()) : .just("ok after \(attempts)")
    }
}

func solve(failures: Observable<Int>) -> Observable<String> {
    failures.concatMap { failing in
        request(failingFirst: failing)
            .retry(4)
            .catchAndReturn("gave up")
    }
}
// ==== wrong values: three retries after the first attempt
struct ServerError: Error {}

/// A fake request: a cold sequence that fails its first `failing` attempts, then answers.
func request(failingFirst failing: Int) -> Observable<String> {
    var attempts = 0
    return Observable.deferred {
        attempts += 1
        return attempts <= failing ? .error(ServerError()) : .just("ok after \(attempts)")
    }
}

func solve(failures: Observable<Int>) -> Observable<String> {
    failures.concatMap { failing in
        request(failingFirst: failing)
            .retry(1 + 3)
            .catchAndReturn("gave up")
    }
}
