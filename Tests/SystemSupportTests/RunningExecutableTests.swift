import Foundation
import SystemSupport
import Testing

/// The running executable: the test binary itself here.
struct RunningExecutableTests {
    @Test func isAnExistingFileWithItsLinksResolved() throws {
        let url = try #require(RunningExecutable.url())
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(url.resolvingSymlinksInPath().path == url.path)
        #expect(url.path.hasPrefix("/"))
    }
}
