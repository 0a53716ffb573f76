// ==== right statement: a tap before typing sends the empty fields
typealias UserID = String

enum LoginError: Error, Equatable {
    case wrongPassword
    case offline
}

struct LoginState: Equatable {
    var username = ""
    var password = ""
    var loading = false
    var user: UserID? = nil
    var error: LoginError? = nil

    var status: String {
        if loading { return "loading" }
        if let user { return "welcome \(user)" }
        if error != nil { return "try again" }
        return username.isEmpty || password.isEmpty ? "fill in" : "ready"
    }
}

enum LoginEvent {
    case usernameChanged(String)
    case passwordChanged(String)
    case loginTapped
    case loginSucceeded(UserID)
    case loginFailed(LoginError)
}

func reduce(_ state: LoginState, _ event: LoginEvent) -> LoginState {
    var next = state
    switch event {
    case .usernameChanged(let text): next.username = text
    case .passwordChanged(let text): next.password = text
    case .loginTapped:
        next.loading = true
        next.user = nil
        next.error = nil
    case .loginSucceeded(let user):
        next.loading = false
        next.user = user
    case .loginFailed(let error):
        next.loading = false
        next.error = error
    }
    return next
}

func solve(username: Observable<String>, password: Observable<String>,
           taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func login(_ name: String, _ password: String) -> Observable<UserID> {
        Observable<Int>.timer(.milliseconds(30), scheduler: scheduler)
            .flatMap { _ -> Observable<UserID> in
                password == "123456" ? .just("id-\(name)") : .error(LoginError.wrongPassword)
            }
    }
    let fields = Observable.combineLatest(username.startWith(""), password.startWith(""))
    let answers = taps
        .withLatestFrom(fields)
        .flatMapLatest { name, password in
            login(name, password)
                .map(LoginEvent.loginSucceeded)
                .catch { .just(.loginFailed($0 as? LoginError ?? .offline)) }
        }
    return Observable.merge(
        username.map(LoginEvent.usernameChanged),
        password.map(LoginEvent.passwordChanged),
        taps.map { _ in LoginEvent.loginTapped },
        answers
    )
    .scan(LoginState(), accumulator: reduce)
    .startWith(LoginState())
    .map(\.status)
    .distinctUntilChanged()
}
// ==== wrong: flatMap lets an old answer through
typealias UserID = String

enum LoginError: Error, Equatable {
    case wrongPassword
    case offline
}

struct LoginState: Equatable {
    var username = ""
    var password = ""
    var loading = false
    var user: UserID? = nil
    var error: LoginError? = nil

    var status: String {
        if loading { return "loading" }
        if let user { return "welcome \(user)" }
        if error != nil { return "try again" }
        return username.isEmpty || password.isEmpty ? "fill in" : "ready"
    }
}

enum LoginEvent {
    case usernameChanged(String)
    case passwordChanged(String)
    case loginTapped
    case loginSucceeded(UserID)
    case loginFailed(LoginError)
}

func reduce(_ state: LoginState, _ event: LoginEvent) -> LoginState {
    var next = state
    switch event {
    case .usernameChanged(let text): next.username = text
    case .passwordChanged(let text): next.password = text
    case .loginTapped:
        next.loading = true
        next.user = nil
        next.error = nil
    case .loginSucceeded(let user):
        next.loading = false
        next.user = user
    case .loginFailed(let error):
        next.loading = false
        next.error = error
    }
    return next
}

func solve(username: Observable<String>, password: Observable<String>,
           taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func login(_ name: String, _ password: String) -> Observable<UserID> {
        Observable<Int>.timer(.milliseconds(30), scheduler: scheduler)
            .flatMap { _ -> Observable<UserID> in
                password == "123456" ? .just("id-\(name)") : .error(LoginError.wrongPassword)
            }
    }
    let fields = Observable.combineLatest(username.startWith(""), password.startWith(""))
    let answers = taps
        .withLatestFrom(fields)
        .flatMap { name, password in
            login(name, password)
                .map(LoginEvent.loginSucceeded)
                .catch { .just(.loginFailed($0 as? LoginError ?? .offline)) }
        }
    return Observable.merge(
        username.map(LoginEvent.usernameChanged),
        password.map(LoginEvent.passwordChanged),
        taps.map { _ in LoginEvent.loginTapped },
        answers
    )
    .scan(LoginState(), accumulator: reduce)
    .startWith(LoginState())
    .map(\.status)
    .distinctUntilChanged()
}
