// ==== right: counts characters the other way round
func solve(username: Observable<String>) -> Observable<Bool> {
    username.map { !($0.count < 5) }
}
// ==== wrong values: "at least 5" read as more than 5
func solve(username: Observable<String>) -> Observable<Bool> {
    username.map { $0.count > 5 }
}
// ==== wrong values: at least 6
func solve(username: Observable<String>) -> Observable<Bool> {
    username.map { $0.count >= 6 }
}
// ==== wrong values: the example's valid name only
func solve(username: Observable<String>) -> Observable<Bool> {
    username.map { $0 == "grace" }
}
// ==== wrong values: an upper limit the statement never set
func solve(username: Observable<String>) -> Observable<Bool> {
    username.map { (5...12).contains($0.count) }
}
