// ==== right: a switch in the closure
func solve(username: Observable<String>, password: Observable<String>, confirm: Observable<String>) -> Observable<String> {
    Observable.combineLatest(username, password, confirm) { name, password, confirm -> String in
        switch true {
        case name.count < 5: return "off: username too short"
        case password.count < 5: return "off: password too short"
        case confirm != password: return "off: passwords differ"
        default: return "on: sign up as \(name)"
        }
    }
    .distinctUntilChanged()
}
// ==== wrong values: a password needs 6 characters
func status(username: String, password: String, confirm: String) -> String {
    if username.count < 5 { return "off: username too short" }
    if password.count < 6 { return "off: password too short" }
    if confirm != password { return "off: passwords differ" }
    return "on: sign up as \(username)"
}

func solve(username: Observable<String>, password: Observable<String>, confirm: Observable<String>) -> Observable<String> {
    Observable.combineLatest(username, password, confirm) { status(username: $0, password: $1, confirm: $2) }
        .distinctUntilChanged()
}
// ==== wrong values: the username may have 4 characters
func status(username: String, password: String, confirm: String) -> String {
    if username.count < 4 { return "off: username too short" }
    if password.count < 5 { return "off: password too short" }
    if confirm != password { return "off: passwords differ" }
    return "on: sign up as \(username)"
}

func solve(username: Observable<String>, password: Observable<String>, confirm: Observable<String>) -> Observable<String> {
    Observable.combineLatest(username, password, confirm) { status(username: $0, password: $1, confirm: $2) }
        .distinctUntilChanged()
}
// ==== wrong values: confirm compared by length
func status(username: String, password: String, confirm: String) -> String {
    if username.count < 5 { return "off: username too short" }
    if password.count < 5 { return "off: password too short" }
    if confirm.count != password.count { return "off: passwords differ" }
    return "on: sign up as \(username)"
}

func solve(username: Observable<String>, password: Observable<String>, confirm: Observable<String>) -> Observable<String> {
    Observable.combineLatest(username, password, confirm) { status(username: $0, password: $1, confirm: $2) }
        .distinctUntilChanged()
}
