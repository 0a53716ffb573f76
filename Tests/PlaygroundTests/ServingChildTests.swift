import CellRunner
import Foundation
import SystemSupport
import Testing

/// The long-lived child the player runs in, on fixture programs: one that answers, one that
/// never does, one that dies on its first request.
@Suite(.serialized) struct ServingChildTests {
    static func fixture(_ body: String) throws -> URL {
        let compiler = try PlayerEnvironment.compiler.get()
        guard case .success(let compiled) = try compiler.compile(CellSource(code: body)) else {
            throw CompileFailed()
        }
        return compiled.executable
    }

    struct CompileFailed: Error {}

    /// Answers each line on fd 3, upper-cased.
    static let echo = """
    let answers = FileHandle(fileDescriptor: 3)
    while let line = readLine() { answers.write(Data((line.uppercased() + "\\n").utf8)) }
    """

    @Test func aChildAnswersLineAfterLine() throws {
        let child = try ServingChild(executable: Self.fixture(Self.echo), environment: [:])
        defer { child.stop() }
        for word in ["one", "two", "three"] {
            #expect(try child.exchange(word, within: .seconds(60)) == word.uppercased())
        }
    }

    @Test func aRequestThatNeverAnswersIsStoppedAfterTheBound() throws {
        let child = try ServingChild(executable: Self.fixture("while readLine() != nil { sleep(600) }"), environment: [:])
        let pid = try #require(child.pid)
        // The child never answers: the exchange can only end by its bound, which the failure
        // names, and the child is stopped. How long that takes is Benchmarks/cell-speed.sh's.
        #expect(throws: ServingChild.Failure.noAnswer(within: .milliseconds(300))) {
            try child.exchange("hello", within: .milliseconds(300))
        }
        #expect(child.pid == nil)
        #expect(ProcessCheck.isGone(pid, within: .seconds(30)))
        #expect(throws: ServingChild.Failure.self) { try child.exchange("again", within: .seconds(1)) }
    }

    @Test func aChildThatDiesSaysHowAndWhatItWrote() throws {
        let child = try ServingChild(executable: Self.fixture("""
        _ = readLine()
        FileHandle.standardError.write(Data("cannot go on\\n".utf8))
        exit(3)
        """), environment: [:])
        do {
            _ = try child.exchange("hello", within: .seconds(60))
            Issue.record("the child answered")
        } catch let failure as ServingChild.Failure {
            #expect(failure == .ended(.exited(3), stderr: "cannot go on\n"))
        }
    }
}
