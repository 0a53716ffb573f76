import Foundation
import Testing
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// `marbles --svg PATH` writes through a symbolic link, and refuses a named pipe or a device at
/// PATH with a sentence (never renaming the picture over it, never hanging on it).
@Suite struct SVGTargetTests {
    private func program(in scratch: URL) throws -> URL {
        let program = scratch.appendingPathComponent("ticks.swift")
        try """
        let bag = DisposeBag()
        Observable.of(1, 2).record("ticks").subscribe().disposed(by: bag)
        """.write(to: program, atomically: true, encoding: .utf8)
        return program
    }

    @Test func aLinkedPictureIsWrittenThroughTheLink() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let scratch = process.stateHome.deletingLastPathComponent()
        let slides = scratch.appendingPathComponent("slides/ticks.svg")
        try FileManager.default.createDirectory(at: slides.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "old picture".write(to: slides, atomically: true, encoding: .utf8)
        let link = scratch.appendingPathComponent("ticks.svg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: slides.path)
        let result = try process.run(["marbles", try program(in: scratch).path, "--svg", link.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == slides.path)
        #expect(try String(contentsOf: slides, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test func aNamedPipeOrADeviceIsRefused() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let scratch = process.stateHome.deletingLastPathComponent()
        let pipe = scratch.appendingPathComponent("pipe.svg")
        #expect(mkfifo(pipe.path, 0o644) == 0)
        let source = try program(in: scratch).path
        for (target, kind) in [(pipe.path, "a named pipe"), ("/dev/null", "a device")] {
            let result = try process.run(["marbles", source, "--svg", target], timeLimit: .seconds(60))
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.hasSuffix("rxlearn: \(target) is \(kind), not a file rxlearn replaces — give a path to a regular file, or one that does not exist yet\n"),
                    "\(result.stderr)")
        }
        var info = stat()
        #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
