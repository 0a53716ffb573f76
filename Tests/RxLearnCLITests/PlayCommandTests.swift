import Foundation
import Testing

/// `rxlearn play` without a terminal: the list, the text mode of every listed operator, compare
/// mode and the sentences for mistakes. (Each operator's lanes against its lesson's expected
/// lanes: PlaygroundTests' LessonExampleTests, on the same player.)
@Suite(.serialized) struct PlayCommandTests {
    static func listedNames(_ list: String) -> [String] {
        let lines = list.split(separator: "\n").map(String.init)
        let operators = lines.prefix { !$0.hasPrefix("Comparisons") }
        return operators.compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.dropFirst(2).split(separator: " ").first.map(String.init)
        }
    }

    @Test func theListFitsEightyColumnsAndEveryListedOperatorPlaysAsText() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let list = try process.run(["play", "--list"])
        #expect(list.status == 0)
        #expect(list.stdoutLines.allSatisfy { $0.count <= 80 })
        let names = Self.listedNames(list.stdout)
        #expect(names.count == 58)
        #expect(names.contains("observe(on:)") && names.contains("take(until:)") && names.contains("flatMapLatest"))

        for name in names {
            let played = try process.run(["play", name, "--text"])
            #expect(played.status == 0, "play \(name): \(played.stderr)")
            let lines = played.stdoutLines
            #expect(lines.first?.hasPrefix("\(name): ") == true, "\(name): \(lines.first ?? "")")
            let ruler = try #require(lines.firstIndex { $0.hasPrefix("time ") }, "\(name) drew no time axis")
            #expect(lines[(ruler + 1)...].contains { $0.hasPrefix("\(name) ") }, "\(name) drew no output lane:\n\(played.stdout)")
        }
    }

    @Test func theDefaultMapDrawsTheLessonsLanes() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let played = try process.run(["play", "map"])
        #expect(played.status == 0)
        #expect(played.stdoutLines.suffix(3) == [
            "time   0    100  200  300",
            "typed  -----r----x----(!|)",
            "map    -----R----X----(!|)",
        ])
    }

    @Test func anInputLaneAndAnRxSwift5NameChangeWhatIsPlayed() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let played = try process.run(["play", "catchError", "--input", "live=-a#", "--input", "cache=x|"])
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdoutLines.first?.hasPrefix("catch: ") == true)
        #expect(played.stdoutLines.last == "catch  -----a----x----|")
    }

    @Test func compareModePlaysOneLanePerOperator() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        for arguments in [["play", "--compare", "zip"], ["play", "combineLatest", "zip", "withLatestFrom"]] {
            let played = try process.run(arguments)
            #expect(played.status == 0, "\(played.stderr)")
            let lanes = played.stdoutLines.compactMap { $0.split(separator: " ").first.map(String.init) }
            #expect(lanes.suffix(5) == ["first", "second", "combineLatest", "zip", "withLatestFrom"], "\(played.stdout)")
        }
    }

    @Test func aLaneThatDoesNotParseIsOneSentenceAndStatusOne() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let played = try process.run(["play", "map", "--input", "typed=-a-(b"])
        #expect(played.status == 1)
        #expect(played.stdout.isEmpty)
        #expect(played.stderr == "rxlearn: Lane `typed`, column 4: the group opened here is never closed — add `)` after the group's last event.\n")
    }

    @Test func anUnknownOperatorGetsTheClosestNames() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let played = try process.run(["play", "flatMapLastest"])
        #expect(played.status == 64)
        #expect(played.stderr == "rxlearn: the playground has no operator `flatMapLastest`. Did you mean `flatMapLatest`? `rxlearn play --list` lists them.\n")
    }
}
