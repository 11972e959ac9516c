/*
 * rusage — run a command and report its wall time, CPU time and peak RSS.
 *
 *   rusage OUTFILE COMMAND [ARG ...]
 *
 * Writes one line to OUTFILE: "WALL_S USER_S SYS_S MAXRSS_KB STATUS", where STATUS
 * is the exit code, or 128+signal. The command's stdin/stdout/stderr are inherited.
 *
 * Why not os.wait4 straight from bench.py: on Linux a process's ru_maxrss starts at
 * the peak RSS of the process it was forked from (exec records the old address
 * space's high-water mark), so every child of the Python harness would report at
 * least the harness's own ~10-15 MB. This launcher is small; the command is forked
 * from it, and wait4 here gives the command's own peak. Wall time runs from just
 * before fork to the return of wait4: process start to exit.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: rusage OUTFILE COMMAND [ARG ...]\n");
        return 2;
    }
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    pid_t pid = fork();
    if (pid < 0) {
        perror("rusage: fork");
        return 2;
    }
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        fprintf(stderr, "rusage: cannot run %s: %s\n", argv[2], strerror(errno));
        _exit(127);
    }
    int status;
    struct rusage ru;
    while (wait4(pid, &status, 0, &ru) < 0) {
        if (errno != EINTR) {
            perror("rusage: wait4");
            return 2;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double wall = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    FILE *out = fopen(argv[1], "w");
    if (out == NULL) {
        perror("rusage: output");
        return 2;
    }
    fprintf(out, "%.6f %ld.%06ld %ld.%06ld %ld %d\n", wall, (long)ru.ru_utime.tv_sec,
            (long)ru.ru_utime.tv_usec, (long)ru.ru_stime.tv_sec, (long)ru.ru_stime.tv_usec,
            ru.ru_maxrss, code);
    fclose(out);
    return 0;
}
