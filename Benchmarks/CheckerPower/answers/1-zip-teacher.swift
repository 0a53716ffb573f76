// ==== right: zip, then map
func solve(teacher: Observable<String>, comments: Observable<Int>) -> Observable<String> {
    Observable.zip(teacher, comments).map { "\($0): \($1) comments" }
}
// ==== wrong: combineLatest pairs a name with the latest count
func solve(teacher: Observable<String>, comments: Observable<Int>) -> Observable<String> {
    Observable.combineLatest(teacher, comments) { "\($0): \($1) comments" }
}
