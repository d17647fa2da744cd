#pragma once
// At most `threads` threads for the parallel loops (core/Parallel.h) that the constructing thread
// starts while a ThreadLimit lives: tests that compare one thread with all, benchmarks.
namespace strata {

class ThreadLimit {
public:
    explicit ThreadLimit(int threads);
    ~ThreadLimit();
    ThreadLimit(const ThreadLimit&) = delete;
    ThreadLimit& operator=(const ThreadLimit&) = delete;

private:
    int previous_;
};

}  // namespace strata
