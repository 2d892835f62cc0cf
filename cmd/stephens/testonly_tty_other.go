//go:build !unix

package main

func testOnlyAttachTTY() {}

func testOnlyLingerTTY() {}
