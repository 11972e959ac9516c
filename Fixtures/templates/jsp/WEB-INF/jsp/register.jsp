<%@ page contentType="text/html;charset=UTF-8" language="java" %>
<%@ taglib prefix="form" uri="http://www.springframework.org/tags/form" %>
<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<%-- Spring MVC registration page --%>
<html>
<head><title>Register</title></head>
<body>
<h2>Create an account</h2>
<form:form method="POST" modelAttribute="user" action="${pageContext.request.contextPath}/register">
    <form:input path="username" autocomplete="username"/>
    <form:errors path="username" cssClass="error"/>
    <form:password path="password" autocomplete="new-password"
                   passwordrules="required: upper; required: lower; required: digit; minlength: ${minLength}"/>
    <c:choose>
        <c:when test="${strictPolicy}">
            <input type="password" name="matchingPassword" autocomplete="new-password"
                   passwordrules="required: upper; required: special; minlength: 12" pattern="[A-Za-z0-9!@#]{12,}">
        </c:when>
        <c:otherwise>
            <input type="password" name="matchingPassword" autocomplete="new-password">
        </c:otherwise>
    </c:choose>
    <input type="hidden" name="${_csrf.parameterName}" value="${_csrf.token}"/>
    <button type="submit">Register</button>
</form:form>
</body>
</html>
